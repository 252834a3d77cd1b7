import { type CheckinResult, checkinStatsSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { events, participations, users } from '../../db/schema.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;
/** Badge payloads of two participants and ten visitors who did not participate. */
let participants: string[];
let walkIns: string[];

const checkIn = (badge: string, token = ctx.actors.admin, at?: string) =>
  ctx.test.app.inject({
    method: 'POST',
    url: `/api/event/${eventId}/checkin`,
    headers: auth(token),
    payload: { badge, ...(at && { at }) },
  });

async function visitors(prefix: string, count: number) {
  const rows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId: ctx.tenantId,
        email: `${prefix}.${i}@porta.test`,
        name: `${prefix} ${i}`,
        role: 'USER' as const,
        confirmed: true,
      })),
    )
    .returning();
  const badges: string[] = [];
  for (const row of rows) {
    const token = await ctx.test.app.tokens.issue({ ...row, image: null }, 'demo');
    const badge = await ctx.test.app.inject({ method: 'GET', url: '/api/badge', headers: auth(token) });
    badges.push(badge.json().payload);
  }
  return { rows, badges };
}

beforeAll(async () => {
  ctx = await setup();
  eventId = await ctx.newEvent('Feira com Lotação');
  const invited = await visitors('Participante', 2);
  participants = invited.badges;
  await ctx.db.insert(participations).values(invited.rows.map((row) => ({ eventId, userId: row.id })));
  // 5 seats, 2 taken: 3 left for the ten who walk in.
  await ctx.db.update(events).set({ capacity: 5, participantCount: 2 }).where(eq(events.id, eventId));
  walkIns = (await visitors('Visitante', 10)).badges;
}, 60_000);

afterAll(async () => {
  await ctx?.test.close();
});

describe('check-in at the door', () => {
  it('lets a participant in, once: a second scan says when they came in', async () => {
    const first = await checkIn(participants[0]!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Participante 0', status: 'CHECKED_IN', seatTaken: false });
    const again = await checkIn(participants[0]!);
    expect(again.json()).toMatchObject({ status: 'ALREADY', at: first.json().at });
  });

  it('ten doors at once let in no more visitors who did not participate than free seats', async () => {
    const answers = await Promise.all(walkIns.map((badge) => checkIn(badge)));
    const inside = answers.filter((answer) => answer.statusCode === 200);
    const crowded = answers.filter((answer) => answer.statusCode === 409);
    expect(inside).toHaveLength(3);
    expect(crowded).toHaveLength(7);
    expect(inside.every((answer) => (answer.json() as CheckinResult).seatTaken)).toBe(true);
    expect(crowded[0]!.json()).toMatchObject({ code: 'EVENT_CROWDED', args: ['Feira com Lotação'] });
    const [event] = await ctx.db.select().from(events).where(eq(events.id, eventId));
    expect(event!.participantCount).toBe(5);
    // A participant still comes in when the event is full.
    expect((await checkIn(participants[1]!)).json().status).toBe('CHECKED_IN');
  });

  it('keeps the time of a check-in queued offline, and counts by hour', async () => {
    const at = new Date(Date.now() - 2 * 3600_000);
    at.setUTCMinutes(10, 0, 0);
    await ctx.db.update(events).set({ capacity: null }).where(eq(events.id, eventId));
    const late = await checkIn(walkIns[9]!, ctx.actors.admin, at.toISOString());
    // Whichever of the ten got in earlier is ALREADY; the others take a seat now.
    expect(late.statusCode).toBe(200);
    const response = await ctx.test.app.inject({
      url: `/api/event/${eventId}/checkin/stats`,
      headers: auth(ctx.actors.admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const stats = checkinStatsSchema.parse(response.json());
    expect(stats.present).toBe(late.json().status === 'ALREADY' ? 5 : 6);
    expect(stats.byHour.reduce((sum, row) => sum + row.count, 0)).toBe(stats.present);
    expect(stats.byHour.every((row) => /^\d{4}-\d{2}-\d{2}T\d{2}:00$/.test(row.hour))).toBe(true);
  });

  it('refuses bad badges, other roles and other tenants', async () => {
    expect((await checkIn('VTR1:AAAAAAAA:xxxxxxxxxxxxxxxx')).json().code).toBe('BADGE_INVALID');
    expect((await checkIn(participants[0]!, ctx.actors.user)).statusCode).toBe(403);
    const foreign = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/event/${eventId}/checkin`,
      headers: auth(ctx.actors.otherAdmin, otherTenant),
      payload: { badge: participants[0] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('EVENT_NOT_FOUND');
  });
});
