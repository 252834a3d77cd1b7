import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, participations } from '../../db/schema.ts';

/** One transaction's view of an event's participation: every call runs inside `tx`. */
export function participationQueries(tx: Db) {
  const counts = { participants: events.participantCount, capacity: events.capacity };
  return {
    async event(tenantId: number, eventId: number) {
      const [row] = await tx
        .select({ id: events.id, title: events.title })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
        .limit(1);
      return row ?? null;
    },

    /** The event's counts and whether `userId` participates; null when the event is not the tenant's. */
    async status(tenantId: number, eventId: number, userId: number) {
      const [row] = await tx
        .select({
          ...counts,
          participating: sql<boolean>`exists (select 1 from ${participations} where ${participations.eventId} = ${events.id} and ${participations.userId} = ${userId})`,
        })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
        .limit(1);
      return row ?? null;
    },

    /** Removes the caller's row; true when there was one. */
    async leave(eventId: number, userId: number) {
      const rows = await tx
        .delete(participations)
        .where(and(eq(participations.eventId, eventId), eq(participations.userId, userId)))
        .returning({ userId: participations.userId });
      return rows.length > 0;
    },

    /** Inserts the caller's row; false when it already existed (a concurrent click got there first). */
    async join(eventId: number, userId: number) {
      const rows = await tx
        .insert(participations)
        .values({ eventId, userId })
        .onConflictDoNothing()
        .returning({ userId: participations.userId });
      return rows.length > 0;
    },

    /**
     * Takes one seat if one is free, in a single conditional update: the row lock it holds until
     * commit is what keeps concurrent callers from overfilling the event. null when crowded.
     */
    async takeSeat(tenantId: number, eventId: number) {
      const [row] = await tx
        .update(events)
        .set({ participantCount: sql`${events.participantCount} + 1` })
        .where(
          and(
            eq(events.id, eventId),
            eq(events.tenantId, tenantId),
            or(isNull(events.capacity), lt(events.participantCount, events.capacity)),
          ),
        )
        .returning(counts);
      return row ?? null;
    },

    async releaseSeats(eventId: number, seats: number) {
      const [row] = await tx
        .update(events)
        .set({ participantCount: sql`greatest(${events.participantCount} - ${seats}, 0)` })
        .where(eq(events.id, eventId))
        .returning(counts);
      return row!;
    },
  };
}
