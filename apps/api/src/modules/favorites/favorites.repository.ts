import type { FavoriteKind } from '@vitrine/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agendaItems, events, exhibitors, favorites, properties, speakers } from '../../db/schema.ts';

/** The table each kind stars: all four carry `tenant_id` and `event_id`. */
const tables = {
  agenda: agendaItems,
  exhibitor: exhibitors,
  speaker: speakers,
  property: properties,
} as const;

/**
 * A star whose item still exists: `item_id` cannot have a foreign key (it names one of four
 * tables), so a deleted item's stars linger and are skipped on every read.
 */
const starStillExists: SQL = sql`case ${favorites.kind}
  when 'agenda' then exists (select 1 from ${agendaItems} where ${agendaItems.id} = ${favorites.itemId})
  when 'exhibitor' then exists (select 1 from ${exhibitors} where ${exhibitors.id} = ${favorites.itemId})
  when 'speaker' then exists (select 1 from ${speakers} where ${speakers.id} = ${favorites.itemId})
  when 'property' then exists (select 1 from ${properties} where ${properties.id} = ${favorites.itemId})
end`;

export function createFavoritesRepository(db: Db) {
  return {
    /** The event of a starrable item of this tenant, or null when there is no such item. */
    async eventOf(tenantId: number, kind: FavoriteKind, itemId: number): Promise<number | null> {
      const table = tables[kind];
      const [row] = await db
        .select({ eventId: table.eventId })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), eq(table.id, itemId)))
        .limit(1);
      return row?.eventId ?? null;
    },

    async eventExists(tenantId: number, eventId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
        .limit(1);
      return row !== undefined;
    },

    /** Whether the star is new (starring twice changes nothing). */
    async add(t: Db, values: typeof favorites.$inferInsert): Promise<boolean> {
      const added = await t
        .insert(favorites)
        .values(values)
        .onConflictDoNothing()
        .returning({ itemId: favorites.itemId });
      return added.length > 0;
    },

    /** Whether a star was there to remove. */
    async remove(t: Db, userId: number, kind: FavoriteKind, itemId: number): Promise<boolean> {
      const removed = await t
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.itemId, itemId)))
        .returning({ itemId: favorites.itemId });
      return removed.length > 0;
    },

    /** The user's stars, of one event or all, oldest first. */
    list(tenantId: number, userId: number, eventId?: number) {
      return db
        .select({ kind: favorites.kind, itemId: favorites.itemId })
        .from(favorites)
        .where(
          and(
            eq(favorites.tenantId, tenantId),
            eq(favorites.userId, userId),
            eventId === undefined ? undefined : eq(favorites.eventId, eventId),
            starStillExists,
          ),
        )
        .orderBy(asc(favorites.createdAt), asc(favorites.itemId));
    },

    /** The user's starred agenda items, of one event or all, in schedule order. */
    starredAgenda(tenantId: number, userId: number, eventId?: number) {
      return db
        .select({ item: agendaItems })
        .from(favorites)
        .innerJoin(agendaItems, eq(agendaItems.id, favorites.itemId))
        .where(
          and(
            eq(favorites.userId, userId),
            eq(favorites.kind, 'agenda'),
            eq(agendaItems.tenantId, tenantId),
            eventId === undefined ? undefined : eq(favorites.eventId, eventId),
          ),
        )
        .orderBy(
          asc(agendaItems.date),
          asc(agendaItems.timeStart),
          asc(agendaItems.timeEnd),
          asc(agendaItems.id),
        )
        .then((rows) => rows.map((row) => row.item));
    },
  };
}
export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
