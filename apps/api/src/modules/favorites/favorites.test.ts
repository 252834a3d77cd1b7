import { gunzipSync } from 'node:zlib';
import { type Agenda, favoritesSchema, myAgendaSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { type Context, producerSetup } from '../../../test/producer-forms.ts';
import { demoUser } from '../../config.ts';
import { agendaItems, events, exhibitors, properties, speakers, tenants } from '../../db/schema.ts';

let ctx: Context;
let close: () => Promise<void>;
/** A two-day event (01–02/12/2026) and one starrable row of each kind in it. */
let eventId: number;
let ids: { agenda: number; exhibitor: number; speaker: number; property: number };
/** The same kinds in the other tenant. */
let foreign: { agenda: number; exhibitor: number; speaker: number; property: number };

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  tenant?: Record<string, string>,
) => ctx.test.app.inject({ method, url, headers: auth(token, tenant) });

async function rowsOf(tenantId: number, event: number) {
  const db = ctx.db;
  const [exhibitor] = await db
    .insert(exhibitors)
    .values({ tenantId, eventId: event, title: 'Construtora', category: 'Construtoras' })
    .returning();
  const [speaker] = await db.insert(speakers).values({ tenantId, eventId: event, name: 'Ana' }).returning();
  const [property] = await db
    .insert(properties)
    .values({
      tenantId,
      eventId: event,
      exhibitorId: exhibitor!.id,
      title: 'Casa',
      status: 'READY',
      size: 120,
    })
    .returning();
  const [item] = await db
    .insert(agendaItems)
    .values({
      tenantId,
      eventId: event,
      date: '2026-12-01',
      timeStart: '10:00',
      timeEnd: '11:00',
      theme: 'Abertura',
    })
    .returning();
  return { agenda: item!.id, exhibitor: exhibitor!.id, speaker: speaker!.id, property: property!.id };
}

const session = async (
  date: string,
  timeStart: string,
  timeEnd: string,
  extra: Record<string, unknown> = {},
) => {
  const [row] = await ctx.db
    .insert(agendaItems)
    .values({
      tenantId: ctx.tenantId,
      eventId,
      date,
      timeStart,
      timeEnd,
      theme: `Sessão ${timeStart}`,
      ...extra,
    })
    .returning();
  return row!.id;
};

beforeAll(async () => {
  ({ ctx, close } = await producerSetup());
  eventId = await ctx.newEvent('Feira dos Favoritos');
  ids = await rowsOf(ctx.tenantId, eventId);
  const [other] = await ctx.db.select().from(tenants).where(eq(tenants.slug, 'other'));
  const [otherEvent] = await ctx.db
    .insert(events)
    .values({
      tenantId: other!.id,
      title: 'Alheia',
      dateStart: '2026-12-01',
      dateEnd: '2026-12-02',
      timeStart: '09:00',
      timeEnd: '18:00',
    })
    .returning();
  foreign = await rowsOf(other!.id, otherEvent!.id);
});
afterAll(() => close?.());

const kinds = ['agenda', 'exhibitor', 'speaker', 'property'] as const;
const codes = {
  agenda: 'CONTENT_NOT_FOUND',
  exhibitor: 'EXHIBITOR_NOT_FOUND',
  speaker: 'SPEAKER_NOT_FOUND',
  property: 'IMMOBILE_NOT_FOUND',
};

describe('who may star', () => {
  it.each([
    ['PUT', () => `/api/favorite/agenda/${ids.agenda}`],
    ['DELETE', () => `/api/favorite/agenda/${ids.agenda}`],
    ['GET', () => `/api/favorite?eventId=${eventId}`],
    ['GET', () => `/api/agenda/my/${eventId}`],
  ] as const)('%s %s: anonymous 401, GUEST and unconfirmed 403, a foreign token 401', async (method, url) => {
    expect((await call(method, url())).statusCode).toBe(401);
    expect((await call(method, url(), ctx.actors.guest)).json().code).toBe('FORBIDDEN');
    expect((await call(method, url(), ctx.actors.unconfirmed)).json().code).toBe('CONFIRMATION_REQUIRED');
    expect((await call(method, url(), ctx.actors.otherAdmin)).statusCode).toBe(401);
    expect((await call(method, url(), ctx.actors.user, otherTenant)).statusCode).toBe(401);
  });

  it('answers an id of another tenant, or none, with the entity’s 404; an unknown kind is a 400', async () => {
    for (const kind of kinds) {
      for (const method of ['PUT', 'DELETE'] as const) {
        for (const id of [foreign[kind], 999_999]) {
          const response = await call(method, `/api/favorite/${kind}/${id}`, ctx.actors.user);
          expect({ status: response.statusCode, code: response.json().code }).toEqual({
            status: 404,
            code: codes[kind],
          });
        }
      }
      // The other tenant's ADMIN at home, with our ids.
      const home = await call(
        'PUT',
        `/api/favorite/${kind}/${ids[kind]}`,
        ctx.actors.otherAdmin,
        otherTenant,
      );
      expect(home.json().code).toBe(codes[kind]);
    }
    const unknown = await call('PUT', `/api/favorite/stand/${ids.exhibitor}`, ctx.actors.user);
    expect({ status: unknown.statusCode, code: unknown.json().code }).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect((await call('GET', '/api/favorite?eventId=999999', ctx.actors.user)).json().code).toBe(
      'EVENT_NOT_FOUND',
    );
    expect((await call('GET', '/api/agenda/my/999999', ctx.actors.user)).json().code).toBe('EVENT_NOT_FOUND');
  });
});

describe('stars', () => {
  it('stars every kind idempotently, lists them per event and user, and unstars idempotently', async () => {
    for (const token of [ctx.actors.user, ctx.actors.admin]) {
      for (const kind of kinds) {
        for (let i = 0; i < 2; i++) {
          const response = await call('PUT', `/api/favorite/${kind}/${ids[kind]}`, token);
          expect(response.statusCode, response.body).toBe(204);
        }
      }
    }
    const mine = favoritesSchema.parse(
      (await call('GET', `/api/favorite?eventId=${eventId}`, ctx.actors.user)).json(),
    );
    expect(mine).toEqual({
      agenda: [ids.agenda],
      exhibitor: [ids.exhibitor],
      speaker: [ids.speaker],
      property: [ids.property],
    });
    expect((await call('GET', '/api/favorite', ctx.actors.user)).json()).toEqual(mine);
    // The other user starred nothing, and another event's stars are not this one's.
    expect((await call('GET', `/api/favorite?eventId=${eventId}`, ctx.actors.other)).json()).toEqual({
      agenda: [],
      exhibitor: [],
      speaker: [],
      property: [],
    });
    const elsewhere = await ctx.newEvent('Outra feira');
    expect((await call('GET', `/api/favorite?eventId=${elsewhere}`, ctx.actors.user)).json().agenda).toEqual(
      [],
    );

    for (let i = 0; i < 2; i++) {
      expect((await call('DELETE', `/api/favorite/speaker/${ids.speaker}`, ctx.actors.user)).statusCode).toBe(
        204,
      );
    }
    expect((await call('GET', `/api/favorite?eventId=${eventId}`, ctx.actors.user)).json().speaker).toEqual(
      [],
    );
    expect((await call('GET', `/api/favorite?eventId=${eventId}`, ctx.actors.admin)).json().speaker).toEqual([
      ids.speaker,
    ]);
  });

  it('forgets the star of a deleted item', async () => {
    const id = await session('2026-12-02', '16:00', '17:00');
    expect((await call('PUT', `/api/favorite/agenda/${id}`, ctx.actors.other)).statusCode).toBe(204);
    await ctx.db.delete(agendaItems).where(eq(agendaItems.id, id));
    expect((await call('GET', `/api/favorite?eventId=${eventId}`, ctx.actors.other)).json().agenda).toEqual(
      [],
    );
    expect((await call('DELETE', `/api/favorite/agenda/${id}`, ctx.actors.other)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/favorite/agenda/${id}`, ctx.actors.other)).statusCode).toBe(404);
  });
});

describe('GET /api/agenda/my/:eventId', () => {
  it('lists the starred sessions as the public agenda does, with stage, cancelled and conflicts', async () => {
    const event = await ctx.newEvent('Feira da Minha Agenda');
    const at = async (date: string, start: string, end: string, extra: Record<string, unknown> = {}) => {
      const [row] = await ctx.db
        .insert(agendaItems)
        .values({
          tenantId: ctx.tenantId,
          eventId: event,
          date,
          timeStart: start,
          timeEnd: end,
          theme: start,
          ...extra,
        })
        .returning();
      return row!.id;
    };
    const morning = await at('2026-12-01', '10:00', '11:00', { stage: 'Auditório Principal' });
    const overlapping = await at('2026-12-01', '10:30', '11:30', { stage: 'Sala 2' });
    const touching = await at('2026-12-01', '11:30', '12:00');
    const late = await at('2026-12-01', '23:00', '01:00');
    const nextDay = await at('2026-12-02', '00:30', '02:00');
    const sameHoursNextDay = await at('2026-12-02', '10:00', '11:00');
    const cancelled = await at('2026-12-02', '10:15', '10:45', { cancelledAt: new Date() });
    const unstarred = await at('2026-12-01', '10:00', '11:00');
    for (const id of [morning, overlapping, touching, late, nextDay, sameHoursNextDay, cancelled]) {
      expect((await call('PUT', `/api/favorite/agenda/${id}`, ctx.actors.user)).statusCode).toBe(204);
    }

    const response = await call('GET', `/api/agenda/my/${event}`, ctx.actors.user);
    expect(response.statusCode, response.body).toBe(200);
    const mine = myAgendaSchema.parse(response.json());
    const publicAgenda = (
      await ctx.test.app.inject({ url: `/api/agenda/event/${event}`, headers: { 'x-tenant': 'demo' } })
    ).json() as Agenda;
    // The public items, minus the unstarred one, each with its conflicts.
    expect(Object.keys(mine)).toEqual(['01/12/2026', '02/12/2026']);
    for (const [day, items] of Object.entries(mine)) {
      const expected = publicAgenda[day]!.filter((item) => item.id !== unstarred);
      expect(items.map(({ conflicts: _, ...item }) => item)).toEqual(expected);
    }
    const conflicts = Object.fromEntries(
      Object.values(mine)
        .flat()
        .map((item) => [item.id, item.conflicts]),
    );
    expect(conflicts).toEqual({
      [morning]: [overlapping],
      [overlapping]: [morning],
      [touching]: [],
      [late]: [nextDay],
      [nextDay]: [late],
      [sameHoursNextDay]: [],
      [cancelled]: [],
    });
    const items = Object.values(mine).flat();
    expect(items.find((item) => item.id === morning)?.stage).toBe('Auditório Principal');
    expect(items.find((item) => item.id === cancelled)?.cancelled).toBe(true);
    expect(items.find((item) => item.id === morning)?.cancelled).toBe(false);

    // Another user's schedule is their own.
    expect((await call('GET', `/api/agenda/my/${event}`, ctx.actors.other)).json()).toEqual({});
  });

  it('shows a star or an unstar at once, though reads are kept a few seconds; gzipped when accepted', async () => {
    const event = await ctx.newEvent('Feira das Estrelas');
    const item = async (timeStart: string) => {
      const [row] = await ctx.db
        .insert(agendaItems)
        .values({
          tenantId: ctx.tenantId,
          eventId: event,
          date: '2026-12-01',
          timeStart,
          timeEnd: '18:00',
          theme: timeStart,
        })
        .returning();
      return row!.id;
    };
    const [first, second] = [await item('09:00'), await item('10:00')];
    const mine = async () =>
      Object.values(
        myAgendaSchema.parse((await call('GET', `/api/agenda/my/${event}`, ctx.actors.user)).json()),
      )
        .flat()
        .map((session) => session.id);
    await call('PUT', `/api/favorite/agenda/${first}`, ctx.actors.user);
    expect(await mine()).toEqual([first]);
    await call('PUT', `/api/favorite/agenda/${second}`, ctx.actors.user);
    expect(await mine()).toEqual([first, second]);
    await call('DELETE', `/api/favorite/agenda/${first}`, ctx.actors.user);
    expect(await mine()).toEqual([second]);

    const plain = await call('GET', `/api/agenda/my/${event}`, ctx.actors.user);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const zipped = await ctx.test.app.inject({
      url: `/api/agenda/my/${event}`,
      headers: { ...auth(ctx.actors.user), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('private, no-store');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the demo visitor', () => {
  it('has starred sessions, two of them overlapping, and a stand', async () => {
    const login = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: auth(),
      payload: { login: demoUser.email, password: demoUser.password },
    });
    const token = login.json().token as string;
    const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const mine = myAgendaSchema.parse(
      (await call('GET', `/api/agenda/my/${demo!.defaultEventId}`, token)).json(),
    );
    const items = Object.values(mine).flat();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.filter((item) => item.conflicts.length > 0)).toHaveLength(2);
    expect(items.every((item) => item.stage)).toBe(true);
    const stars = (await call('GET', `/api/favorite?eventId=${demo!.defaultEventId}`, token)).json();
    expect(stars.exhibitor).toHaveLength(1);
  });
});
