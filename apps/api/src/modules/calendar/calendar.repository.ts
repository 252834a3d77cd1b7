import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agendaItems, calendarKeys, events, favorites, tenants } from '../../db/schema.ts';

export function createCalendarRepository(db: Db) {
  return {
    async keyOf(userId: number) {
      const [row] = await db.select().from(calendarKeys).where(eq(calendarKeys.userId, userId)).limit(1);
      return row ?? null;
    },

    /** The first key of a user; a concurrent first call may win, so the caller reads back. */
    async insert(values: typeof calendarKeys.$inferInsert) {
      await db.insert(calendarKeys).values(values).onConflictDoNothing();
    },

    /** Replaces the user's key: the old one stops working at once. */
    async replace(userId: number, keyHash: string, createdAt: Date) {
      await db.update(calendarKeys).set({ keyHash, createdAt }).where(eq(calendarKeys.userId, userId));
    },

    async ownerOf(keyHash: string) {
      const [row] = await db
        .select({ userId: calendarKeys.userId, tenantId: calendarKeys.tenantId, tenantName: tenants.name })
        .from(calendarKeys)
        .innerJoin(tenants, eq(tenants.id, calendarKeys.tenantId))
        .where(eq(calendarKeys.keyHash, keyHash))
        .limit(1);
      return row ?? null;
    },

    /** The user's starred sessions of every event, each with its event's place and zone. */
    starredSessions(tenantId: number, userId: number) {
      return db
        .select({
          item: agendaItems,
          event: { local: events.local, address: events.address, timeZone: events.timeZone },
        })
        .from(favorites)
        .innerJoin(agendaItems, eq(agendaItems.id, favorites.itemId))
        .innerJoin(events, eq(events.id, agendaItems.eventId))
        .where(
          and(eq(favorites.userId, userId), eq(favorites.kind, 'agenda'), eq(agendaItems.tenantId, tenantId)),
        )
        .orderBy(asc(agendaItems.date), asc(agendaItems.timeStart), asc(agendaItems.id));
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
