import { participationSchema } from '@vitrine/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoTenant, type TestApp } from '../../../test/helpers.ts';
import { events, participations, tenants, users } from '../../db/schema.ts';

let test: TestApp;
let tenantId: number;
let featuredId: number;

beforeAll(async () => {
  test = await buildTestApp();
  const [tenant] = await test.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  tenantId = tenant!.id;
  featuredId = tenant!.defaultEventId!;
  await test.database.db.insert(tenants).values({ slug: 'other', name: 'Other' });
});
afterAll(() => test?.close());

const bearer = (token: string) => ({ ...demoTenant, authorization: `Bearer ${token}` });

async function signIn(login: string, password: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: demoTenant,
    payload: { login, password },
  });
  return response.json().token as string;
}

function participate(id: number | string, headers: Record<string, string> = demoTenant) {
  return test.app.inject({ method: 'POST', url: `/api/event/participate/${id}`, headers });
}

async function newEvent(capacity: number | null) {
  const [row] = await test.database.db
    .insert(events)
    .values({
      tenantId,
      title: `Feira ${capacity}`,
      capacity,
      dateStart: '2026-12-01',
      dateEnd: '2026-12-02',
      timeStart: '09:00',
      timeEnd: '18:00',
    })
    .returning();
  return row!;
}

async function countsOf(eventId: number) {
  const [event] = await test.database.db.select().from(events).where(eq(events.id, eventId));
  const [rows] = await test.database.db
    .select({ value: count() })
    .from(participations)
    .where(eq(participations.eventId, eventId));
  return { participantCount: event!.participantCount, rows: rows!.value };
}

describe('POST /api/event/participate/:id', () => {
  it('toggles the caller in and out, keeping the count in step', async () => {
    const token = await signIn('visitante@vitrine.demo', 'visitante-2024');
    const before = await countsOf(featuredId);
    const joined = await participate(featuredId, bearer(token));
    expect(joined.statusCode).toBe(200);
    expect(participationSchema.parse(joined.json())).toMatchObject({
      participating: true,
      participants: before.participantCount + 1,
    });
    expect(await countsOf(featuredId)).toEqual({
      participantCount: before.participantCount + 1,
      rows: before.rows + 1,
    });
    const shown = await test.app.inject({ url: `/api/event/${featuredId}`, headers: demoTenant });
    expect(shown.json().participants).toBe(before.participantCount + 1);
    const left = await participate(featuredId, bearer(token));
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ participating: false, participants: before.participantCount });
    expect(await countsOf(featuredId)).toEqual(before);
    const after = await test.app.inject({ url: `/api/event/${featuredId}`, headers: demoTenant });
    expect(after.json().participants).toBe(before.participantCount);
  });

  it('lets an ADMIN participate', async () => {
    const event = await newEvent(5);
    const token = await signIn('produtor@vitrine.demo', 'vitrine-demo-2024');
    const response = await participate(event.id, bearer(token));
    expect(response.json()).toEqual({ participating: true, participants: 1, capacity: 5 });
  });

  it('refuses anonymous, guest and unconfirmed callers', async () => {
    const anonymous = await participate(featuredId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');

    const guest = await test.app.inject({ method: 'POST', url: '/api/auth/guest', headers: demoTenant });
    const asGuest = await participate(featuredId, bearer(guest.json().token));
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().code).toBe('FORBIDDEN');

    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: demoTenant,
      payload: {
        login: `novo.${Date.now()}@example.com`,
        password: 'segredo-123',
        confirmPassword: 'segredo-123',
        name: 'Novo Visitante',
        roleId: 2,
      },
    });
    expect(registered.statusCode).toBe(201);
    const unconfirmed = await participate(featuredId, bearer(registered.json().token));
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().code).toBe('CONFIRMATION_REQUIRED');
  });

  it('answers unknown, foreign and malformed ids', async () => {
    const token = await signIn('visitante@vitrine.demo', 'visitante-2024');
    const unknown = await participate(987_654, bearer(token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'EVENT_NOT_FOUND', message: 'Event not found', args: [987_654] });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const response = await participate(id, bearer(token));
      expect(response.statusCode, id).toBe(400);
    }
    const [other] = await test.database.db.select().from(tenants).where(eq(tenants.slug, 'other'));
    const [foreign] = await test.database.db
      .insert(events)
      .values({
        tenantId: other!.id,
        title: 'Alheio',
        dateStart: '2026-12-01',
        dateEnd: '2026-12-01',
        timeStart: '09:00',
        timeEnd: '10:00',
      })
      .returning();
    expect((await participate(foreign!.id, bearer(token))).statusCode).toBe(404);
  });

  it('refuses a full event with EVENT_CROWDED', async () => {
    const event = await newEvent(0);
    const token = await signIn('visitante@vitrine.demo', 'visitante-2024');
    const response = await participate(event.id, bearer(token));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'EVENT_CROWDED',
      message: 'Event is crowded',
      args: [event.title],
    });
  });

  it('counts a double click once', async () => {
    const event = await newEvent(null);
    const token = await signIn('visitante@vitrine.demo', 'visitante-2024');
    const responses = await Promise.all([
      participate(event.id, bearer(token)),
      participate(event.id, bearer(token)),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const { participantCount, rows } = await countsOf(event.id);
    expect(participantCount).toBe(rows);
    expect(rows).toBeLessThanOrEqual(1);
  });

  it('fills a capacity of 10 exactly under 50 parallel requests', async () => {
    const event = await newEvent(10);
    const stamp = Date.now();
    const created = await test.database.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          tenantId,
          email: `lotado.${stamp}.${index}@example.com`,
          name: `Pessoa ${index}`,
          role: 'USER' as const,
          confirmed: true,
        })),
      )
      .returning();
    const tokens = await Promise.all(
      created.map((user) =>
        test.app.tokens.issue(
          { id: user.id, role: 'USER', name: user.name, email: user.email, image: null, confirmed: true },
          'demo',
        ),
      ),
    );
    const responses = await Promise.all(tokens.map((token) => participate(event.id, bearer(token))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().code).toBe('EVENT_CROWDED');
    }
    expect(await countsOf(event.id)).toEqual({ participantCount: 10, rows: 10 });
  });
});

describe('GET /api/event/participate/:id', () => {
  const status = (id: number | string, headers: Record<string, string> = demoTenant) =>
    test.app.inject({ url: `/api/event/participate/${id}`, headers });

  it('tells the caller whether they participate, following the toggle', async () => {
    const event = await newEvent(3);
    const token = await signIn('visitante@vitrine.demo', 'visitante-2024');
    expect((await status(event.id, bearer(token))).json()).toEqual({
      participating: false,
      participants: 0,
      capacity: 3,
    });
    await participate(event.id, bearer(token));
    expect((await status(event.id, bearer(token))).json()).toEqual({
      participating: true,
      participants: 1,
      capacity: 3,
    });
    // Another member sees the count but not as their own participation.
    const admin = await signIn('produtor@vitrine.demo', 'vitrine-demo-2024');
    expect((await status(event.id, bearer(admin))).json()).toMatchObject({
      participating: false,
      participants: 1,
    });
  });

  it('needs a sign-in, a well-formed id and an event of the tenant', async () => {
    expect((await status(featuredId)).statusCode).toBe(401);
    const guest = await test.app.inject({ method: 'POST', url: '/api/auth/guest', headers: demoTenant });
    expect((await status(featuredId, bearer(guest.json().token))).json()).toMatchObject({
      participating: false,
    });
    const token = await signIn('visitante@vitrine.demo', 'visitante-2024');
    expect((await status('abc', bearer(token))).statusCode).toBe(400);
    const unknown = await status(987_654, bearer(token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('EVENT_NOT_FOUND');
  });
});
