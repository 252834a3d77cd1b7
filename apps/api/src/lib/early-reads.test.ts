import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShowcaseTestApp, type ShowcaseTestApp } from '../../test/helpers.ts';
import { events } from '../db/schema.ts';

// The early answers must be indistinguishable from fastify's own: compared over real HTTP, since
// the raw path sits in front of fastify's handler on the server (app.inject never reaches it).
let test: ShowcaseTestApp;
let base: string;
let routed = 0;

beforeAll(async () => {
  test = await buildShowcaseTestApp();
  test.app.addHook('onResponse', async () => {
    routed++;
  });
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => test?.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const before = routed;
  const response = await fetch(base + path, { headers: { 'x-tenant': 'demo', ...headers } });
  const body = await response.text();
  const all = Object.fromEntries(response.headers);
  const { date: _date, 'x-request-id': id, ...rest } = all;
  return { status: response.status, body, headers: rest, id, routed: routed > before };
}

describe('cached public reads answered before routing', () => {
  it('answer with the same status, headers and body as fastify', async () => {
    const url = `/api/event/shortcuts/${test.eventId}`;
    const first = await get(url);
    const again = await get(url);
    expect(first.routed).toBe(true);
    expect(again.routed).toBe(false);
    expect(again.status).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers).toEqual(first.headers);
    expect(again.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.id).not.toBe(first.id);

    const notModified = await get(url, { 'if-none-match': first.headers.etag! });
    expect(notModified.routed).toBe(false);
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('still check a token, judge an origin and keep tenants apart', async () => {
    const url = `/api/event/${test.eventId}`;
    expect((await get(url)).status).toBe(200);
    const cached = await get(url);
    expect(cached.routed).toBe(false);

    const token = await get(url, { authorization: 'Bearer not-a-token' });
    expect(token.routed).toBe(true);
    expect(token.status).toBe(401);

    const cors = await get(url, { origin: 'https://elsewhere.example' });
    expect(cors.routed).toBe(true);
    expect(cors.headers['access-control-allow-origin']).toBeUndefined();

    const other = await get(url, { 'x-tenant': 'other' });
    expect(other.routed).toBe(true);
    expect(other.status).toBe(404);
  });

  it('stop after an invalidation', async () => {
    const url = `/api/event/${test.eventId}`;
    await get(url);
    await test.database.db.update(events).set({ title: 'Título novo' }).where(eq(events.id, test.eventId));
    test.app.readCache.invalidate(test.tenantId);
    const fresh = await get(url);
    expect(fresh.routed).toBe(true);
    expect(JSON.parse(fresh.body).title).toBe('Título novo');
  });
});
