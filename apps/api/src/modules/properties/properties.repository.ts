import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitors, properties, propertyImages } from '../../db/schema.ts';
import { eventExists } from '../../lib/event-exists.ts';
import { textSearch } from '../../lib/search.ts';

export type PropertyRow = typeof properties.$inferSelect;

export function createPropertiesRepository(db: Db) {
  const withGroup = () =>
    db
      .select({ property: properties, group: exhibitors.title })
      .from(properties)
      .innerJoin(exhibitors, eq(exhibitors.id, properties.exhibitorId));

  return {
    eventExists: (tenantId: number, eventId: number) => eventExists(db, tenantId, eventId),

    /** The event's properties with their group, optionally matching `q` on title or group. */
    ofEvent(tenantId: number, eventId: number, q?: string) {
      return withGroup().where(
        and(
          eq(properties.tenantId, tenantId),
          eq(properties.eventId, eventId),
          textSearch(q, [properties.title, exhibitors.title]),
        ),
      );
    },

    async byId(tenantId: number, id: number) {
      const [row] = await withGroup()
        .where(and(eq(properties.tenantId, tenantId), eq(properties.id, id)))
        .limit(1);
      return row ?? null;
    },

    images(propertyIds: number[]) {
      if (propertyIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(propertyImages)
        .where(inArray(propertyImages.propertyId, propertyIds))
        .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position));
    },
  };
}
export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
