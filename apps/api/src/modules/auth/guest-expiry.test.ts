import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShowcaseTestApp, demoTenant, type ShowcaseTestApp } from '../../../test/helpers.ts';
import {
  analyticsEvents,
  events,
  notifications,
  participations,
  revokedTokens,
  supportRequests,
  users,
} from '../../db/schema.ts';
import { expireGuests, guestExpiryPlugin, guestMaxAgeMs } from './guest-expiry.ts';

let test: ShowcaseTestApp;
beforeAll(async () => {
  test = await buildShowcaseTestApp();
});
afterAll(async () => {
  await test?.close();
});

const MINUTE = 60_000;
const stale = () => new Date(Date.now() - guestMaxAgeMs - MINUTE);

/** Guest rows as `POST /api/auth/guest` makes them, created at `createdAt`. */
async function insertGuests(total: number, createdAt: Date, role: 'GUEST' | 'USER' = 'GUEST') {
  const tag = randomUUID();
  const rows = Array.from({ length: total }, (_, i) => ({
    tenantId: test.tenantId,
    email: `guest-${tag}-${i}@guest.invalid`,
    role,
    confirmed: true,
    name: 'Visitante',
    createdAt,
  }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    const inserted = await test.database.db
      .insert(users)
      .values(rows.slice(start, start + 1_000))
      .returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

async function existing(ids: number[]) {
  if (ids.length === 0) return 0;
  const [row] = await test.database.db.select({ n: count() }).from(users).where(inArray(users.id, ids));
  return row!.n;
}

async function until(condition: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 250; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not within 5 s: ${what}`);
}

describe('guest expiry', () => {
  // First, before any request makes the app ready: the run at start is the one under test.
  it('runs when the app starts', async () => {
    const old = await insertGuests(3, stale());
    await test.app.ready();
    await until(async () => (await existing(old)) === 0, 'stale guests deleted at start');
  });

  it('deletes guests past the token lifetime in batches, with what they own, keeping analytics counts', async () => {
    const { db } = test.database;
    const old = await insertGuests(1_203, stale());
    const young = await insertGuests(2, new Date(Date.now() - guestMaxAgeMs + 10 * MINUTE));
    const oldUser = await insertGuests(1, stale(), 'USER');
    const live = await test.app.inject({ method: 'POST', url: '/api/auth/guest', headers: demoTenant });
    expect(live.statusCode).toBe(201);
    const liveToken = live.json().token as string;

    // What a stale guest may hang on to: a seat (from before guests were read-only), a notification,
    // page views, a support request; plus a revoked token past its expiry.
    const owner = old[0]!;
    const [before] = await db.select().from(events).where(eq(events.id, test.eventId));
    await db.insert(participations).values({ eventId: test.eventId, userId: owner });
    await db
      .update(events)
      .set({ participantCount: before!.participantCount + 1 })
      .where(eq(events.id, test.eventId));
    await db.insert(notifications).values({ tenantId: test.tenantId, userId: owner, type: 'POST_APPROVED' });
    const path = `/guest-expiry-${randomUUID()}`;
    await db.insert(analyticsEvents).values(
      [owner, old[1]!, owner].map((userId) => ({
        tenantId: test.tenantId,
        type: 'page_view' as const,
        path,
        eventId: test.eventId,
        userId,
        at: new Date(),
      })),
    );
    const [support] = await db
      .insert(supportRequests)
      .values({
        tenantId: test.tenantId,
        userId: owner,
        name: 'Visitante',
        email: 'v@example.com',
        subject: 'Dúvida',
        message: 'Olá',
      })
      .returning();
    const gone = randomUUID();
    const kept = randomUUID();
    await db.insert(revokedTokens).values([
      { jti: gone, tenantId: test.tenantId, expiresAt: new Date(Date.now() - MINUTE) },
      { jti: kept, tenantId: test.tenantId, expiresAt: new Date(Date.now() + MINUTE) },
    ]);

    // The event's read, cached with the stale guest's seat in it (the seat was written straight
    // to the database above, so the cache is dropped by hand once).
    test.app.readCache.invalidate(test.tenantId);
    const cached = await test.get(`/api/event/${test.eventId}`);
    expect(cached.json().participants).toBe(before!.participantCount + 1);

    const result = await expireGuests(test.app.changes, { batchSize: 500 });
    expect(result.guests).toBe(1_203);
    expect(result.revokedTokens).toBeGreaterThanOrEqual(1);
    expect(result.tenantIds).toEqual([test.tenantId]);
    expect(await existing(old)).toBe(0);
    expect(await existing([...young, ...oldUser])).toBe(3);

    const views = await db.select().from(analyticsEvents).where(eq(analyticsEvents.path, path));
    expect(views).toHaveLength(3);
    expect(views.every((row) => row.userId === null)).toBe(true);
    const [after] = await db.select().from(events).where(eq(events.id, test.eventId));
    expect(after!.participantCount).toBe(before!.participantCount);
    // `guests.expired` dropped the tenant's cached reads: the seat is gone from the event's read.
    expect((await test.get(`/api/event/${test.eventId}`)).json().participants).toBe(before!.participantCount);
    expect(await db.select().from(participations).where(eq(participations.userId, owner))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, owner))).toEqual([]);
    const [request] = await db.select().from(supportRequests).where(eq(supportRequests.id, support!.id));
    expect(request!.userId).toBeNull();
    const tokens = await db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(inArray(revokedTokens.jti, [gone, kept]));
    expect(tokens).toEqual([{ jti: kept }]);

    // The guest made a moment ago still signs in.
    const validate = await test.app.inject({
      method: 'POST',
      url: '/api/validate',
      headers: demoTenant,
      payload: { token: liveToken },
    });
    expect(validate.statusCode).toBe(200);
    expect(validate.json().role).toBe('GUEST');

    // Again: nothing left to do.
    expect(await expireGuests(test.app.changes)).toEqual({ guests: 0, revokedTokens: 0, tenantIds: [] });
  });

  it('deletes each guest once when several nodes run at the same time', async () => {
    const old = await insertGuests(700, stale());
    // On PostgreSQL each call takes a pooled connection of its own, as separate nodes would.
    const results = await Promise.all(
      [1, 2, 3].map(() => expireGuests(test.app.changes, { batchSize: 100 })),
    );
    expect(results.reduce((sum, result) => sum + result.guests, 0)).toBe(700);
    expect(await existing(old)).toBe(0);
  });

  it('runs again on its interval and stops when the app closes', async () => {
    const app = Fastify({ logger: false });
    await app.register(guestExpiryPlugin, { changes: test.app.changes, intervalMs: 30 });
    await app.ready();
    const first = await insertGuests(2, stale());
    await until(async () => (await existing(first)) === 0, 'a later run');
    const second = await insertGuests(2, stale());
    await until(async () => (await existing(second)) === 0, 'another later run');
    await app.close();
    // After close nothing is scheduled: ten intervals later a new stale guest is still there.
    const third = await insertGuests(1, stale());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await existing(third)).toBe(1);
    await expireGuests(test.app.changes);
  });
});
