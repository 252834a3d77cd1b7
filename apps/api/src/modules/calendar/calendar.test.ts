import { rm } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { calendarFeedSchema } from '@vitrine/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { calendarKeys } from '../../db/schema.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => ctx.test.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const feedOf = async (token: string) => {
  const response = await call('GET', '/api/calendar/key', token);
  expect(response.statusCode, response.body).toBe(200);
  return calendarFeedSchema.parse(response.json());
};
/** The feed as a calendar app fetches it: no X-Tenant, no token. */
const fetchFeed = (url: string, remoteAddress = '10.1.0.1') =>
  ctx.test.app.inject({ url: new URL(url).pathname, remoteAddress });
const vevents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => ({
    event: new ICAL.Event(vevent),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    lastModified: (vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate(),
    status: vevent.getFirstPropertyValue('status') as string,
    location: vevent.getFirstPropertyValue('location') as string,
  }));

const newItem = async (theme: string, stage?: string) => {
  const response = await call('POST', '/api/agenda', ctx.actors.admin, {
    eventId,
    date: '01/12/2026',
    timeStart: '10:00',
    timeEnd: '11:00',
    theme,
    ...(stage ? { stage } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

beforeAll(async () => {
  ctx = await setup(65_536, { PUBLIC_URL: 'https://feira.example' });
  eventId = await ctx.newEvent('Feira do Calendário');
});
afterAll(async () => {
  await ctx?.test.close();
  if (ctx) await rm(ctx.storageDir, { recursive: true, force: true });
});

describe('GET /api/calendar/key and POST /api/calendar/key/rotate', () => {
  it.each(['GET /api/calendar/key', 'POST /api/calendar/key/rotate'])(
    '%s: anonymous 401, GUEST and unconfirmed 403, a foreign token 401',
    async (route) => {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, ctx.actors.guest)).json().code).toBe('FORBIDDEN');
      expect((await call(method, url, ctx.actors.unconfirmed)).json().code).toBe('CONFIRMATION_REQUIRED');
      expect((await call(method, url, ctx.actors.otherAdmin)).statusCode).toBe(401);
      const foreign = await ctx.test.app.inject({
        method,
        url,
        headers: auth(ctx.actors.user, otherTenant),
      });
      expect(foreign.statusCode).toBe(401);
    },
  );

  it('makes the address on the first call and shows the same one after, in https and webcal forms', async () => {
    const first = await feedOf(ctx.actors.user);
    expect(first.url).toMatch(/^https:\/\/feira\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcalUrl).toBe(first.url.replace('https://', 'webcal://'));
    expect(await feedOf(ctx.actors.user)).toEqual(first);
    // Each user has their own; the database holds a hash, never the key.
    const other = await feedOf(ctx.actors.other);
    expect(other.url).not.toBe(first.url);
    const stored = await ctx.db.select().from(calendarKeys);
    const key = first.url.split('/').at(-1)!.replace('.ics', '');
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('rotates: the old address answers 404 at once, the new one works', async () => {
    const before = await feedOf(ctx.actors.admin);
    expect((await fetchFeed(before.url)).statusCode).toBe(200);
    const rotated = await call('POST', '/api/calendar/key/rotate', ctx.actors.admin);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = calendarFeedSchema.parse(rotated.json());
    expect(after.url).not.toBe(before.url);
    expect((await fetchFeed(before.url)).statusCode).toBe(404);
    expect((await fetchFeed(after.url)).statusCode).toBe(200);
    expect(await feedOf(ctx.actors.admin)).toEqual(after);
    // Twice in a row still gives two different keys.
    const again = calendarFeedSchema.parse(
      (await call('POST', '/api/calendar/key/rotate', ctx.actors.admin)).json(),
    );
    expect(again.url).not.toBe(after.url);
    expect((await fetchFeed(after.url)).statusCode).toBe(404);
  });
});

describe('GET /api/calendar/:key.ics', () => {
  it('answers 404 to a key that is unknown or malformed', async () => {
    expect((await ctx.test.app.inject({ url: `/api/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await ctx.test.app.inject({ url: '/api/calendar/nope.ics' })).statusCode).toBe(404);
  });

  it('serves the starred sessions to a calendar app; an edit raises SEQUENCE and LAST-MODIFIED; a cancel is STATUS:CANCELLED', async () => {
    const opening = await newItem('Abertura; boas-vindas, café', 'Auditório Principal');
    const panel = await newItem('Painel');
    const notStarred = await newItem('Não marcado');
    for (const id of [opening, panel]) {
      expect((await call('PUT', `/api/favorite/agenda/${id}`, ctx.actors.user)).statusCode).toBe(204);
    }
    const { url } = await feedOf(ctx.actors.user);
    const response = await fetchFeed(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstProperty('refresh-interval')?.toICALString()).toBe(
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    );
    const before = vevents(response.body);
    expect(before.map(({ event }) => event.uid).sort()).toEqual(
      [`agenda-${opening}@vitrine`, `agenda-${panel}@vitrine`].sort(),
    );
    expect(before.some(({ event }) => event.uid === `agenda-${notStarred}@vitrine`)).toBe(false);
    const first = before.find(({ event }) => event.uid === `agenda-${opening}@vitrine`)!;
    expect(first.event.summary).toBe('Abertura; boas-vindas, café');
    expect(first.location).toBe('Auditório Principal');
    expect(first.status).toBe('CONFIRMED');
    expect(first.event.startDate.toJSDate().toISOString()).toBe('2026-12-01T13:00:00.000Z');

    // An organizer's edit: the same UID, a higher SEQUENCE, a later LAST-MODIFIED.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const edit = await call('PUT', `/api/agenda/${opening}`, ctx.actors.admin, {
      eventId,
      date: '01/12/2026',
      timeStart: '10:30',
      timeEnd: '11:30',
      theme: 'Abertura; boas-vindas, café',
      stage: 'Sala 2',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = vevents((await fetchFeed(url)).body).find(
      ({ event }) => event.uid === `agenda-${opening}@vitrine`,
    )!;
    expect(edited.sequence).toBeGreaterThan(first.sequence);
    expect(edited.lastModified.getTime()).toBeGreaterThan(first.lastModified.getTime());
    expect(edited.location).toBe('Sala 2');
    expect(edited.event.startDate.toJSDate().toISOString()).toBe('2026-12-01T13:30:00.000Z');

    // Saving the same values again changes nothing a calendar sees.
    const same = await call('PUT', `/api/agenda/${opening}`, ctx.actors.admin, {
      eventId,
      date: '01/12/2026',
      timeStart: '10:30',
      timeEnd: '11:30',
      theme: 'Abertura; boas-vindas, café',
    });
    expect(same.statusCode).toBe(200);
    const unchanged = vevents((await fetchFeed(url)).body).find(
      ({ event }) => event.uid === `agenda-${opening}@vitrine`,
    )!;
    expect(unchanged.sequence).toBe(edited.sequence);

    const cancel = await call('PATCH', `/api/agenda/${panel}/cancel`, ctx.actors.admin, { cancelled: true });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = vevents((await fetchFeed(url)).body).find(
      ({ event }) => event.uid === `agenda-${panel}@vitrine`,
    )!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(
      before.find(({ event }) => event.uid === `agenda-${panel}@vitrine`)!.sequence,
    );

    // Another user's feed holds none of it.
    expect(vevents((await fetchFeed((await feedOf(ctx.actors.other)).url)).body)).toEqual([]);
  });

  it('folds long lines and escapes text', async () => {
    const id = await newItem(`Longo, com ; e \\ ${'á'.repeat(80)}`);
    await call('PUT', `/api/favorite/agenda/${id}`, ctx.actors.other);
    const text = (await fetchFeed((await feedOf(ctx.actors.other)).url)).body;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(vevents(text)[0]!.event.summary).toBe(`Longo, com ; e \\ ${'á'.repeat(80)}`);
  });

  it('shows a new star at once, though feeds are kept a few seconds; gzipped when accepted', async () => {
    const { url } = await feedOf(ctx.actors.admin);
    const uids = async () => vevents((await fetchFeed(url)).body).map(({ event }) => event.uid);
    const before = await uids();
    const id = await newItem('Estrela nova');
    expect((await call('PUT', `/api/favorite/agenda/${id}`, ctx.actors.admin)).statusCode).toBe(204);
    expect(await uids()).toEqual([...before, `agenda-${id}@vitrine`]);
    expect((await call('DELETE', `/api/favorite/agenda/${id}`, ctx.actors.admin)).statusCode).toBe(204);
    expect(await uids()).toEqual(before);

    const plain = await fetchFeed(url);
    const zipped = await ctx.test.app.inject({
      url: new URL(url).pathname,
      remoteAddress: '10.1.0.2',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(zipped.headers['content-disposition']).toBe('inline; filename="minha-agenda.ics"');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('limits reads per client address', async () => {
    const { url } = await feedOf(ctx.actors.user);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await fetchFeed(url, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await fetchFeed(url, '10.9.9.10')).statusCode).toBe(200);
  });
});
