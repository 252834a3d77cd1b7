import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, participations, revokedTokens, users } from '../../db/schema.ts';

/**
 * The SQL of the hourly guest expiry. Unlike the other repositories it spans every tenant: the
 * expiry is one sweep of the whole database, by age only.
 */
export const guestExpiryRepository = {
  /** A transaction-level advisory lock on `key`, or false when another transaction holds it. */
  async tryLock(tx: Db, key: number): Promise<boolean> {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    return Boolean(locked.rows[0]?.locked);
  },

  /** The ids of up to `limit` guests created before `cutoff`, oldest ids first. */
  async guestsBefore(tx: Db, cutoff: Date, limit: number): Promise<number[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'GUEST'), lt(users.createdAt, cutoff)))
      .orderBy(users.id)
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** Deletes these users' participations; returns the event of each row deleted. */
  async dropParticipations(tx: Db, userIds: number[]): Promise<number[]> {
    const left = await tx
      .delete(participations)
      .where(inArray(participations.userId, userIds))
      .returning({ eventId: participations.eventId });
    return left.map((row) => row.eventId);
  },

  /** Gives `seats` back to the event (never below zero); returns its tenant, null when it is gone. */
  async giveBackSeats(tx: Db, eventId: number, seats: number): Promise<number | null> {
    const [event] = await tx
      .update(events)
      .set({ participantCount: sql`greatest(${events.participantCount} - ${seats}, 0)` })
      .where(eq(events.id, eventId))
      .returning({ tenantId: events.tenantId });
    return event?.tenantId ?? null;
  },

  /** Deletes those of these users that are guests; returns how many. */
  async deleteGuests(tx: Db, userIds: number[]): Promise<number> {
    const deleted = await tx
      .delete(users)
      .where(and(inArray(users.id, userIds), eq(users.role, 'GUEST')))
      .returning({ id: users.id });
    return deleted.length;
  },

  /** Deletes up to `limit` revoked-token rows expired before `now`; returns how many. */
  async sweepRevokedTokens(tx: Db, now: Date, limit: number): Promise<number> {
    const expired = tx
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(lt(revokedTokens.expiresAt, now))
      .limit(limit);
    const swept = await tx
      .delete(revokedTokens)
      .where(inArray(revokedTokens.jti, expired))
      .returning({ jti: revokedTokens.jti });
    return swept.length;
  },
};
