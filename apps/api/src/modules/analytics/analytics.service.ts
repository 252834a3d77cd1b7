import type { AnalyticsBatch } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { analyticsRepository } from './analytics.repository.ts';

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
        analyticsRepository.knownIds(
          db,
          'events',
          tenantId,
          unique(batch.events.map((item) => item.eventId)),
        ),
        analyticsRepository.knownIds(
          db,
          'exhibitors',
          tenantId,
          unique(batch.events.map((item) => item.exhibitorId)),
        ),
        // A token can outlive its account; such a caller counts as anonymous.
        analyticsRepository.knownIds(db, 'users', tenantId, userId === null ? [] : [userId]),
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
      await analyticsRepository.insert(db, rows);
      return rows.length;
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
