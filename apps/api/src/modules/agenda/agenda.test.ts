import { agendaSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildShowcaseTestApp,
  demoTenant,
  otherTenant,
  type ShowcaseTestApp,
} from '../../../test/helpers.ts';
import { agendaItems, participations, users } from '../../db/schema.ts';
import { participatingAgendaSchema } from './agenda.routes.ts';

let test: ShowcaseTestApp;
let eventId: number;
let get: ShowcaseTestApp['get'];
const other = otherTenant;

beforeAll(async () => {
  test = await buildShowcaseTestApp();
  ({ eventId, get } = test);
});
afterAll(() => test?.close());

describe('GET /api/agenda/event/:eventId', () => {
  it('maps the three days, in order, to 14 items by start time with their speakers', async () => {
    const response = await get(`/api/agenda/event/${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\//);
    const agenda = agendaSchema.parse(response.json());
    expect(Object.keys(agenda)).toEqual(['18/03/2027', '19/03/2027', '20/03/2027']);
    const items = Object.values(agenda).flat();
    expect(items).toHaveLength(14);
    for (const day of Object.values(agenda)) {
      const starts = day.map((item) => item.timeStart);
      expect(starts).toEqual([...starts].sort());
    }
    const opening = agenda['18/03/2027']?.[1];
    expect(opening?.timeStart).toBe('11:00');
    expect(opening?.speaker.map((speaker) => speaker.name)).toEqual(['Helena Duarte', 'Rafael Menezes']);
    const billed = items.find(
      (item) => item.speaker.length === 2 && item.speaker[0]?.name === 'Thiago Albuquerque',
    );
    expect(billed?.speaker[1]?.name).toBe('Helena Duarte');
    expect(response.body).not.toMatch(/tenant/i);
  });

  it('answers unknown and foreign events, and malformed ids', async () => {
    expect((await get('/api/agenda/event/999999')).json()).toEqual({
      code: 'EVENT_NOT_FOUND',
      message: 'Event not found',
      args: [999999],
    });
    expect((await get(`/api/agenda/event/${eventId}`, other)).statusCode).toBe(404);
    expect((await get('/api/agenda/event/zero')).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/agenda/event/:eventId.ics', () => {
  it('downloads a calendar with one VEVENT per agenda item, without a tenant header', async () => {
    const response = await test.app.inject({ url: `/api/agenda/event/${eventId}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="agenda-${eventId}.ics"`);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const rows = await test.database.db.select().from(agendaItems).where(eq(agendaItems.eventId, eventId));
    expect(events).toHaveLength(14);
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      const event = events.find((candidate) => candidate.uid === `agenda-${row.id}@vitrine`);
      expect(event?.summary).toBe(row.theme);
      // America/Sao_Paulo is UTC-3 all year.
      const hours = (time: string) => String(Number(time.slice(0, 2)) + 3).padStart(2, '0');
      expect(event?.startDate.toJSDate().toISOString()).toBe(
        `${row.date}T${hours(row.timeStart)}:${row.timeStart.slice(3, 5)}:00.000Z`,
      );
      expect(event?.endDate.toJSDate().toISOString()).toBe(
        `${row.date}T${hours(row.timeEnd)}:${row.timeEnd.slice(3, 5)}:00.000Z`,
      );
      expect(event?.location).toContain('São Paulo');
    }
    expect(events.some((event) => event.description.includes('Helena Duarte'))).toBe(true);
  });

  it('takes the tenant from the query and answers unknown events', async () => {
    expect((await test.app.inject({ url: `/api/agenda/event/${eventId}.ics?tenant=demo` })).statusCode).toBe(
      200,
    );
    expect((await test.app.inject({ url: `/api/agenda/event/${eventId}.ics?tenant=other` })).statusCode).toBe(
      404,
    );
    expect((await test.app.inject({ url: '/api/agenda/event/999999.ics' })).json().code).toBe(
      'EVENT_NOT_FOUND',
    );
    expect((await test.app.inject({ url: '/api/agenda/event/abc.ics' })).statusCode).toBe(400);
  });
});

describe('GET /api/agenda/participatingAgenda', () => {
  const signIn = async (login: string, password: string) =>
    (
      await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: demoTenant,
        payload: { login, password },
      })
    ).json().token as string;

  it('requires a signed-in caller', async () => {
    expect((await get('/api/agenda/participatingAgenda')).statusCode).toBe(401);
  });

  it("lists the caller's events with their agenda", async () => {
    const token = await signIn('visitante@vitrine.demo', 'visitante-2024');
    const [visitor] = await test.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'visitante@vitrine.demo'));
    await test.database.db.delete(participations).where(eq(participations.userId, visitor!.id));
    const headers = { ...demoTenant, authorization: `Bearer ${token}` };
    expect((await get('/api/agenda/participatingAgenda', headers)).json()).toEqual([]);
    await test.database.db.insert(participations).values({ eventId, userId: visitor!.id });
    const response = await get('/api/agenda/participatingAgenda', headers);
    expect(response.statusCode).toBe(200);
    const list = participatingAgendaSchema.parse(response.json());
    expect(list).toHaveLength(1);
    expect(list[0]?.event.id).toBe(eventId);
    expect(Object.values(list[0]!.agenda).flat()).toHaveLength(14);
  });

  it('gives a guest an empty list', async () => {
    const guest = await test.app.inject({ method: 'POST', url: '/api/auth/guest', headers: demoTenant });
    const response = await get('/api/agenda/participatingAgenda', {
      ...demoTenant,
      authorization: `Bearer ${guest.json().token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
