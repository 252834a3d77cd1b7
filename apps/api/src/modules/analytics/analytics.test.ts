import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoTenant, type TestApp } from '../../../test/helpers.ts';
import { analyticsEvents, tenants, users } from '../../db/schema.ts';

let test: TestApp;
let eventId: number;

beforeAll(async () => {
  test = await buildTestApp();
  const [tenant] = await test.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  eventId = tenant!.defaultEventId!;
});
afterAll(() => test?.close());

const at = new Date().toISOString();
let address = 0;
/** Each test speaks from its own address, so the per-IP limit of one does not leak into another. */
const nextIp = () => `10.0.0.${++address}`;

function send(payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) {
  return test.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: { ...demoTenant, ...headers },
    remoteAddress,
    payload: payload as object,
  });
}

const stored = (path: string) =>
  test.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.path, path));

describe('POST /api/analytics/events', () => {
  it('stores an anonymous batch', async () => {
    const response = await send({
      events: [
        { type: 'page_view', path: '/event/anonymous', eventId, at },
        { type: 'tab_open', path: '/event/anonymous', tab: 'exhibitors', at },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = await stored('/event/anonymous');
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.userId === null)).toBe(true);
    expect(rows.find((row) => row.type === 'tab_open')?.tab).toBe('exhibitors');
  });

  it('records the signed-in user', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: demoTenant,
      payload: { login: 'visitante@vitrine.demo', password: 'visitante-2024' },
    });
    const response = await send(
      { events: [{ type: 'page_view', path: '/event/signed-in', at }] },
      { authorization: `Bearer ${login.json().token}` },
    );
    expect(response.statusCode).toBe(202);
    const [user] = await test.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'visitante@vitrine.demo'));
    expect((await stored('/event/signed-in'))[0]?.userId).toBe(user!.id);
  });

  it('accepts a sendBeacon text/plain body', async () => {
    const response = await send(
      JSON.stringify({ events: [{ type: 'page_view', path: '/event/beacon', at }] }),
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(response.statusCode).toBe(202);
    expect(await stored('/event/beacon')).toHaveLength(1);
    const broken = await send('{"events": [', { 'content-type': 'text/plain' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('INVALID_JSON');
    const invalid = await send(JSON.stringify({ events: [] }), { 'content-type': 'text/plain' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION_ERROR');
  });

  it('drops items naming an event or exhibitor the tenant does not have', async () => {
    const response = await send({
      events: [
        { type: 'page_view', path: '/event/foreign', eventId: 987_654, at },
        { type: 'page_view', path: '/event/foreign', exhibitorId: 987_654, at },
        { type: 'page_view', path: '/event/foreign', eventId, at },
      ],
    });
    expect(response.json()).toEqual({ accepted: 1 });
    expect(await stored('/event/foreign')).toHaveLength(1);
  });

  it('refuses empty, oversized and mistyped batches, storing nothing', async () => {
    const item = { type: 'page_view', path: '/event/refused', at };
    const bad = [
      { events: [] },
      { events: Array.from({ length: 51 }, () => item) },
      { events: [{ ...item, type: 'click' }] },
      { events: [{ ...item, at: 'yesterday' }] },
      { events: [{ ...item, eventId: 'one' }] },
      { events: [{ ...item, path: 'x'.repeat(301) }] },
      {},
    ];
    for (const payload of bad) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await stored('/event/refused')).toHaveLength(0);
  });

  it('limits batches per address', async () => {
    const ip = nextIp();
    const batch = { events: [{ type: 'page_view', path: '/event/limited', at }] };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++) statuses.push((await send(batch, {}, ip)).statusCode);
    expect(statuses.every((status) => status === 202)).toBe(true);
    const limited = await send(batch, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send(batch, {}, nextIp())).statusCode).toBe(202);
  });
});
