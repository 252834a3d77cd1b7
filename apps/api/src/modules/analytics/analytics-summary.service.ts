import type { AnalyticsSummary, FieldIssue } from '@vitrine/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, events, exhibitors, publications } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { fromDateText, toDateText } from '../../lib/dates.ts';

/** Days shown when no range is asked for, and the most one summary covers (a leap year). */
export const defaultRangeDays = 30;
export const maxRangeDays = 366;
const topExhibitorCount = 10;
const DAY_MS = 86_400_000;

/** Named as the errors plugin names a failing query field. */
const invalid = (field: 'from' | 'to', message: string) =>
  new AppError(400, 'VALIDATION_ERROR', [{ field: `querystring.${field}`, message } satisfies FieldIssue]);

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today's calendar date where the event happens, as `yyyy-MM-dd`. */
function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The inclusive `[from, to]` range as ISO dates: the given one, checked, or the last 30 days. */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
) {
  const parse = (field: 'from' | 'to', text: string | undefined) => {
    if (text === undefined) return undefined;
    const iso = fromDateText(text);
    if (!iso) throw invalid(field, 'Not a calendar date (dd/MM/yyyy)');
    return iso;
  };
  let from = parse('from', query.from);
  let to = parse('to', query.to);
  if (!to) to = from ? addDays(from, defaultRangeDays - 1) : todayIn(timeZone);
  if (!from) from = addDays(to, -(defaultRangeDays - 1));
  if (to < from) throw invalid('to', 'Must not be before from');
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > maxRangeDays) throw invalid('to', `The range covers at most ${maxRangeDays} days`);
  return { from, to, days };
}

/** The producer dashboard's figures for one event (ADMIN of the tenant). */
export function createAnalyticsSummaryService(db: Db) {
  return {
    async summary(
      tenantId: number,
      eventId: number,
      query: { from?: string | undefined; to?: string | undefined },
    ): Promise<AnalyticsSummary> {
      const [event] = await db
        .select({
          timeZone: events.timeZone,
          participants: events.participantCount,
          capacity: events.capacity,
        })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
      if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
      const { from, to, days } = resolveRange(query, event.timeZone);
      const tz = event.timeZone;

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
          .limit(topExhibitorCount),
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

      const viewsByDay = new Map(perDay.map((row) => [row.day, Number(row.count)]));
      const publicationCounts = { ANALYSIS: 0, APPROVED: 0, DENIED: 0 };
      for (const row of statuses) publicationCounts[row.status] = Number(row.count);
      return {
        from: toDateText(from),
        to: toDateText(to),
        pageViewsPerDay: Array.from({ length: days }, (_, index) => {
          const day = addDays(from, index);
          return { date: toDateText(day), count: viewsByDay.get(day) ?? 0 };
        }),
        tabOpens: tabs.map((row) => ({ tab: row.tab, count: Number(row.count) })),
        topExhibitors: top.map((row) => ({ id: row.id, title: row.title, views: Number(row.views) })),
        participants: event.participants,
        capacity: event.capacity,
        publications: publicationCounts,
      };
    },
  };
}
export type AnalyticsSummaryService = ReturnType<typeof createAnalyticsSummaryService>;
