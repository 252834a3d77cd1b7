import type { AnalyticsSummary, FieldIssue } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { fromDateText, toDateText } from '../../lib/dates.ts';
import { analyticsRepository } from './analytics.repository.ts';

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
      const event = await analyticsRepository.event(db, tenantId, eventId);
      if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
      const { from, to, days } = resolveRange(query, event.timeZone);
      const { perDay, tabs, top, statuses } = await analyticsRepository.summary(db, tenantId, eventId, {
        from,
        to,
        tz: event.timeZone,
        topExhibitors: topExhibitorCount,
      });

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
