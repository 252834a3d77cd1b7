import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, exhibitors } from '../../db/schema.ts';
import { textSearch } from '../../lib/search.ts';

export type ExhibitorRow = typeof exhibitors.$inferSelect;
export type ShowcaseEventRow = Pick<
  typeof events.$inferSelect,
  'id' | 'dateStart' | 'address' | 'socialMedia'
>;

const eventColumns = {
  id: events.id,
  dateStart: events.dateStart,
  address: events.address,
  socialMedia: events.socialMedia,
};

export function createExhibitorsRepository(db: Db) {
  return {
    /** The event, only when it belongs to this tenant. */
    async event(tenantId: number, eventId: number): Promise<ShowcaseEventRow | null> {
      const [row] = await db
        .select(eventColumns)
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
        .limit(1);
      return row ?? null;
    },

    /** Every exhibitor of the event, optionally matching `q` on title or category. */
    ofEvent(tenantId: number, eventId: number, q?: string): Promise<ExhibitorRow[]> {
      return db
        .select()
        .from(exhibitors)
        .where(
          and(
            eq(exhibitors.tenantId, tenantId),
            eq(exhibitors.eventId, eventId),
            textSearch(q, [exhibitors.title, exhibitors.category]),
          ),
        );
    },

    async byId(tenantId: number, id: number) {
      const [row] = await db
        .select({ exhibitor: exhibitors, event: eventColumns })
        .from(exhibitors)
        .innerJoin(events, eq(events.id, exhibitors.eventId))
        .where(and(eq(exhibitors.tenantId, tenantId), eq(exhibitors.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}
export type ExhibitorsRepository = ReturnType<typeof createExhibitorsRepository>;
