import { eventPageSchema, eventSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoTenant, type TestApp } from '../../../test/helpers.ts';
import { tenants } from '../../db/schema.ts';
import { parseEventSort } from './events.service.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
  await test.database.db.insert(tenants).values({ slug: 'other', name: 'Other' });
});
afterAll(() => test.close());

describe('GET /api/event', () => {
  it('lists the seeded featured event with the wire fields', async () => {
    const response = await test.app.inject({ url: '/api/event?page=0&size=10', headers: demoTenant });
    expect(response.statusCode).toBe(200);
    const page = eventPageSchema.parse(response.json());
    expect(page).toMatchObject({ totalElements: 1, totalPages: 1, page: 0, size: 10 });
    const [event] = page.content;
    expect(event?.featured).toBe(true);
    expect(event?.dateStart).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(event?.listSponsor).toHaveLength(2);
    expect(event?.images.length).toBeGreaterThan(0);
    expect(event?.address?.city).toBe('São Paulo');
    expect(JSON.stringify(event)).not.toMatch(/tenant/i);
  });

  it('applies the paging defaults and validates paging', async () => {
    const defaults = await test.app.inject({ url: '/api/event', headers: demoTenant });
    expect(defaults.json()).toMatchObject({ page: 0, size: 10 });
    for (const query of ['page=-1', 'size=0', 'size=1000', 'page=abc']) {
      const response = await test.app.inject({ url: `/api/event?${query}`, headers: demoTenant });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('keeps tenants apart', async () => {
    const response = await test.app.inject({ url: '/api/event', headers: { 'x-tenant': 'other' } });
    expect(response.json()).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe('GET /api/event/:id', () => {
  it('returns one event', async () => {
    const list = (await test.app.inject({ url: '/api/event', headers: demoTenant })).json();
    const id = list.content[0].id;
    const response = await test.app.inject({ url: `/api/event/${id}`, headers: demoTenant });
    expect(response.statusCode).toBe(200);
    expect(eventSchema.parse(response.json()).id).toBe(id);
    const foreign = await test.app.inject({ url: `/api/event/${id}`, headers: { 'x-tenant': 'other' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'EVENT_NOT_FOUND', message: 'Event not found', args: [id] });
  });

  it('answers malformed ids with 400, never 500', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', '..%2F..']) {
      const response = await test.app.inject({ url: `/api/event/${id}`, headers: demoTenant });
      expect([400, 404], id).toContain(response.statusCode);
    }
  });

  it('serves the event images', async () => {
    const [tenant] = await test.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const event = (
      await test.app.inject({ url: `/api/event/${tenant?.defaultEventId}`, headers: demoTenant })
    ).json();
    const image = await test.app.inject({ url: event.coverPhoto });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const again = await test.app.inject({
      url: event.coverPhoto,
      headers: { 'if-none-match': image.headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('parseEventSort', () => {
  it('reads field,dir and falls back on unknown fields', () => {
    expect(parseEventSort('title,desc')).toEqual({ field: 'title', direction: 'desc' });
    expect(parseEventSort('password,asc')).toEqual({ field: 'dateStart', direction: 'asc' });
    // Not the object's inherited names either.
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect(parseEventSort(`${name},desc`)).toEqual({ field: 'dateStart', direction: 'desc' });
    }
    expect(parseEventSort(undefined)).toEqual({ field: 'dateStart', direction: 'asc' });
  });
});
