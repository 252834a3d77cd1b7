import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, events, exhibitors, publications, users } from '../../db/schema.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

const tables = { events, exhibitors, users };

/** The SQL of the analytics beacons and the producer dashboard; every statement is scoped by tenant. */
export const analyticsRepository = {
  /** Which of `ids` the tenant has in `table`. */
  async knownIds(db: Db, table: keyof typeof tables, tenantId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set<number>();
    const source = tables[table];
    const rows = await db
      .select({ id: source.id })
      .from(source)
      .where(and(eq(source.tenantId, tenantId), inArray(source.id, ids)));
    return new Set(rows.map((row) => row.id));
  },

  /** One insert for the whole batch. */
  async insert(db: Db, rows: NewAnalyticsEvent[]): Promise<void> {
    if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
  },

  /** The event's clock and head count, or null when the tenant has no such event. */
  async event(db: Db, tenantId: number, eventId: number) {
    const [event] = await db
      .select({
        timeZone: events.timeZone,
        participants: events.participantCount,
        capacity: events.capacity,
      })
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
    return event ?? null;
  },

  /**
   * The dashboard's counts over the inclusive `[from, to]` ISO dates, taken as whole local days of
   * the event's zone `tz`: page views per day, tab opens, the most viewed exhibitors (at most
   * `topExhibitors`) and the visitors' posts per status.
   */
  async summary(
    db: Db,
    tenantId: number,
    eventId: number,
    range: { from: string; to: string; tz: string; topExhibitors: number },
  ) {
    const { from, to, tz } = range;
    // Whole local days of the event's zone, as instants: an index range over (event_id, at).
    const inRange = and(
      gte(analyticsEvents.at, sql`(${from}::date::timestamp at time zone ${tz})`),
      lt(analyticsEvents.at, sql`((${to}::date + 1)::timestamp at time zone ${tz})`),
    );
    const ofEvent = and(eq(analyticsEvents.tenantId, tenantId), eq(analyticsEvents.eventId, eventId));
    // An exhibitor page may be reported with its exhibitor only: it still is a view of this event.
    const eventExhibitors = db
      .select({ id: exhibitors.id })
      .from(exhibitors)
      .where(eq(exhibitors.eventId, eventId));
    const viewsOfEvent: SQL | undefined = and(
      eq(analyticsEvents.tenantId, tenantId),
      eq(analyticsEvents.type, 'page_view'),
      or(eq(analyticsEvents.eventId, eventId), inArray(analyticsEvents.exhibitorId, eventExhibitors)),
      inRange,
    );

    const [perDay, tabs, top, statuses] = await Promise.all([
      db
        .select({
          day: sql<string>`to_char((${analyticsEvents.at} at time zone ${tz})::date, 'YYYY-MM-DD')`,
          count: sql<number>`count(*)::int`,
        })
        .from(analyticsEvents)
        .where(viewsOfEvent)
        .groupBy(sql`1`),
      db
        .select({ tab: sql<string>`${analyticsEvents.tab}`, count: sql<number>`count(*)::int` })
        .from(analyticsEvents)
        .where(and(ofEvent, eq(analyticsEvents.type, 'tab_open'), isNotNull(analyticsEvents.tab), inRange))
        .groupBy(analyticsEvents.tab)
        .orderBy(desc(sql`2`), asc(analyticsEvents.tab)),
      db
        .select({ id: exhibitors.id, title: exhibitors.title, views: sql<number>`count(*)::int` })
        .from(analyticsEvents)
        .innerJoin(exhibitors, eq(exhibitors.id, analyticsEvents.exhibitorId))
        .where(
          and(
            eq(analyticsEvents.tenantId, tenantId),
            eq(exhibitors.eventId, eventId),
            eq(analyticsEvents.type, 'page_view'),
            inRange,
          ),
        )
        .groupBy(exhibitors.id, exhibitors.title)
        .orderBy(desc(sql`3`), asc(exhibitors.id))
        .limit(range.topExhibitors),
      // Visitors' posts awaiting moderation, approved or denied; announcements are the producer's own.
      db
        .select({ status: publications.status, count: count() })
        .from(publications)
        .where(
          and(
            eq(publications.tenantId, tenantId),
            eq(publications.eventId, eventId),
            eq(publications.type, 'PUBLICATION'),
          ),
        )
        .groupBy(publications.status),
    ]);
    return { perDay, tabs, top, statuses };
  },
};
