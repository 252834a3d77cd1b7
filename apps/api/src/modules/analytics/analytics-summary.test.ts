import { rm } from 'node:fs/promises';
import { analyticsSummarySchema } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { analyticsEvents, events, exhibitors, publications } from '../../db/schema.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;
let exhibitorIds: number[];

type Row = typeof analyticsEvents.$inferInsert;

async function newEvent(title: string, timeZone: string) {
  const [row] = await ctx.db
    .insert(events)
    .values({
      tenantId: ctx.tenantId,
      title,
      timeZone,
      capacity: 100,
      participantCount: 7,
      dateStart: '2026-03-10',
      dateEnd: '2026-03-12',
      timeStart: '09:00',
      timeEnd: '18:00',
    })
    .returning();
  return row!.id;
}

async function newExhibitors(event: number, count: number) {
  const rows = await ctx.db
    .insert(exhibitors)
    .values(
      Array.from({ length: count }, (_, index) => ({
        tenantId: ctx.tenantId,
        eventId: event,
        title: `Expositor ${String(index + 1).padStart(2, '0')}`,
        category: 'Stands',
      })),
    )
    .returning({ id: exhibitors.id });
  return rows.map((row) => row.id);
}

const view = (at: string, extra: Partial<Row> = {}): Row => ({
  tenantId: ctx.tenantId,
  type: 'page_view',
  path: '/event',
  eventId,
  at: new Date(at),
  ...extra,
});
const tab = (name: string, at = '2026-03-10T15:00:00Z'): Row => ({
  ...view(at),
  type: 'tab_open',
  tab: name,
});

beforeAll(async () => {
  ctx = await setup();
  // America/Sao_Paulo is UTC-3 all year since 2019.
  eventId = await newEvent('Feira dos Números', 'America/Sao_Paulo');
  exhibitorIds = await newExhibitors(eventId, 2);
  const [first, second] = exhibitorIds as [number, number];
  const elsewhere = await newEvent('Outra feira', 'America/Sao_Paulo');
  await ctx.db.insert(analyticsEvents).values([
    view('2026-03-09T02:59:00Z'), // 08/03 23:59 local: before the range
    view('2026-03-10T02:30:00Z'), // 09/03 23:30 local
    view('2026-03-10T03:30:00Z'), // 10/03 00:30 local
    view('2026-03-10T15:00:00Z'),
    view('2026-03-10T15:00:01Z'),
    view('2026-03-11T12:00:00Z', { eventId: null, exhibitorId: first, path: '/exhibitor' }),
    view('2026-03-11T13:00:00Z', { exhibitorId: first, path: '/exhibitor' }),
    view('2026-03-12T20:00:00Z', { exhibitorId: second, path: '/exhibitor' }),
    view('2026-03-15T03:00:00Z'), // 15/03 00:00 local: after the range
    view('2026-03-10T15:00:00Z', { eventId: elsewhere }),
    tab('exhibitors'),
    tab('exhibitors'),
    tab('exhibitors', '2026-03-14T12:00:00Z'),
    tab('speakers'),
    tab('agenda'),
    tab('agenda', '2026-03-20T12:00:00Z'), // after the range
    { ...tab('agenda'), eventId: elsewhere },
  ]);
  const post = (
    status: 'ANALYSIS' | 'APPROVED' | 'DENIED',
    type: 'PUBLICATION' | 'ANNOUNCEMENT' = 'PUBLICATION',
  ) => ({
    tenantId: ctx.tenantId,
    eventId,
    authorId: ctx.actors.ids.user,
    type,
    status,
  });
  await ctx.db
    .insert(publications)
    .values([
      post('ANALYSIS'),
      post('ANALYSIS'),
      post('APPROVED'),
      post('DENIED'),
      post('APPROVED', 'ANNOUNCEMENT'),
    ]);
});
afterAll(async () => {
  await ctx?.test.close();
  if (ctx) await rm(ctx.storageDir, { recursive: true, force: true });
});

const summary = (token: string | undefined, query = '', event = eventId, tenant = { 'x-tenant': 'demo' }) =>
  ctx.test.app.inject({ url: `/api/analytics/summary/${event}${query}`, headers: auth(token, tenant) });

describe('GET /api/analytics/summary/:eventId', () => {
  it('refuses anonymous, GUEST, USER and the ADMIN of another tenant', async () => {
    const { actors } = ctx;
    expect((await summary(undefined)).statusCode).toBe(401);
    expect((await summary(actors.guest)).statusCode).toBe(403);
    expect((await summary(actors.user)).statusCode).toBe(403);
    expect((await summary(actors.otherAdmin)).statusCode).toBe(401);
    const foreign = await summary(actors.otherAdmin, '', eventId, otherTenant);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'EVENT_NOT_FOUND']);
    expect((await summary(actors.admin, '', 999_999)).json().code).toBe('EVENT_NOT_FOUND');
  });

  it('counts known inputs by local day of the event, every day listed', async () => {
    const response = await summary(ctx.actors.admin, '?from=09/03/2026&to=14/03/2026');
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = exhibitorIds;
    expect(analyticsSummarySchema.parse(response.json())).toEqual({
      from: '09/03/2026',
      to: '14/03/2026',
      pageViewsPerDay: [
        { date: '09/03/2026', count: 1 },
        { date: '10/03/2026', count: 3 },
        { date: '11/03/2026', count: 2 },
        { date: '12/03/2026', count: 1 },
        { date: '13/03/2026', count: 0 },
        { date: '14/03/2026', count: 0 },
      ],
      tabOpens: [
        { tab: 'exhibitors', count: 3 },
        { tab: 'agenda', count: 1 },
        { tab: 'speakers', count: 1 },
      ],
      topExhibitors: [
        { id: first, title: 'Expositor 01', views: 2 },
        { id: second, title: 'Expositor 02', views: 1 },
      ],
      participants: 7,
      capacity: 100,
      publications: { ANALYSIS: 2, APPROVED: 1, DENIED: 1 },
    });
    const oneDay = (await summary(ctx.actors.admin, '?from=10/03/2026&to=10/03/2026')).json();
    expect(oneDay.pageViewsPerDay).toEqual([{ date: '10/03/2026', count: 3 }]);
    expect(oneDay.tabOpens).toEqual([
      { tab: 'exhibitors', count: 2 },
      { tab: 'agenda', count: 1 },
      { tab: 'speakers', count: 1 },
    ]);
  });

  it("uses the event's own time zone", async () => {
    const tokyo = await newEvent('Feira de Tóquio', 'Asia/Tokyo');
    await ctx.db.insert(analyticsEvents).values([
      view('2026-03-10T14:59:00Z', { eventId: tokyo }), // 10/03 23:59 in Tokyo
      view('2026-03-10T15:00:00Z', { eventId: tokyo }), // 11/03 00:00 in Tokyo
    ]);
    const body = (await summary(ctx.actors.admin, '?from=10/03/2026&to=11/03/2026', tokyo)).json();
    expect(body.pageViewsPerDay).toEqual([
      { date: '10/03/2026', count: 1 },
      { date: '11/03/2026', count: 1 },
    ]);
  });

  it('keeps the ten most viewed exhibitors', async () => {
    const crowded = await newEvent('Feira cheia', 'America/Sao_Paulo');
    const ids = await newExhibitors(crowded, 12);
    // Exhibitor n gets n views.
    await ctx.db
      .insert(analyticsEvents)
      .values(
        ids.flatMap((id, index) =>
          Array.from({ length: index + 1 }, () =>
            view('2026-03-10T15:00:00Z', { eventId: crowded, exhibitorId: id }),
          ),
        ),
      );
    const body = (await summary(ctx.actors.admin, '?from=10/03/2026&to=10/03/2026', crowded)).json();
    expect(body.topExhibitors.map((item: { views: number }) => item.views)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
    expect(body.topExhibitors[0].id).toBe(ids[11]);
    expect(body.pageViewsPerDay).toEqual([{ date: '10/03/2026', count: 78 }]);
    expect(body.publications).toEqual({ ANALYSIS: 0, APPROVED: 0, DENIED: 0 });
  });

  it('defaults to the last 30 days ending today and checks the range', async () => {
    const today = () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date());
    // Read around the request, so a run across local midnight still knows which day it was.
    const around = [today()];
    const body = (await summary(ctx.actors.admin)).json();
    around.push(today());
    expect(body.pageViewsPerDay).toHaveLength(30);
    expect(around).toContain(body.to);
    expect(body.pageViewsPerDay.at(-1).date).toBe(body.to);
    expect(body.pageViewsPerDay[0].date).toBe(body.from);
    const fromOnly = (await summary(ctx.actors.admin, '?from=01/02/2026')).json();
    expect([fromOnly.from, fromOnly.to]).toEqual(['01/02/2026', '02/03/2026']);
    const leapYear = await summary(ctx.actors.admin, '?from=01/01/2024&to=31/12/2024');
    expect(leapYear.json().pageViewsPerDay).toHaveLength(366);
    for (const [query, field] of [
      ['?from=10/03/2026&to=09/03/2026', 'to'],
      ['?from=01/01/2024&to=01/01/2025', 'to'],
      ['?from=31/02/2026', 'from'],
      ['?to=2026-03-01', 'to'],
    ] as const) {
      const refused = await summary(ctx.actors.admin, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
      expect(refused.json().args.map((issue: { field: string }) => issue.field)).toContain(
        `querystring.${field}`,
      );
    }
  });
});
