import type { AnalyticsBatch } from '@vitrine/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, events, exhibitors, users } from '../../db/schema.ts';

async function idsOf(
  db: Db,
  table: typeof events | typeof exhibitors | typeof users,
  tenantId: number,
  ids: number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export function createAnalyticsService(db: Db) {
  return {
    /**
     * Stores a batch in one insert. An item naming an event or exhibitor the tenant does not have
     * is dropped rather than failing the batch: a beacon sent from a page whose event was deleted
     * meanwhile should not lose its other items. Returns how many were stored.
     */
    async record(tenantId: number, userId: number | null, batch: AnalyticsBatch): Promise<number> {
      const unique = (values: (number | undefined)[]) =>
        [...new Set(values)].filter((value): value is number => value !== undefined);
      const [knownEvents, knownExhibitors, knownUser] = await Promise.all([
        idsOf(db, events, tenantId, unique(batch.events.map((item) => item.eventId))),
        idsOf(db, exhibitors, tenantId, unique(batch.events.map((item) => item.exhibitorId))),
        // A token can outlive its account; such a caller counts as anonymous.
        idsOf(db, users, tenantId, userId === null ? [] : [userId]),
      ]);
      const rows = batch.events
        .filter(
          (item) =>
            (item.eventId === undefined || knownEvents.has(item.eventId)) &&
            (item.exhibitorId === undefined || knownExhibitors.has(item.exhibitorId)),
        )
        .map((item) => ({
          tenantId,
          type: item.type,
          path: item.path,
          tab: item.tab ?? null,
          eventId: item.eventId ?? null,
          exhibitorId: item.exhibitorId ?? null,
          userId: userId !== null && knownUser.has(userId) ? userId : null,
          at: new Date(item.at),
        }));
      if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
      return rows.length;
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
