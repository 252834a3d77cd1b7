import type { ChangeName } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ChangeSeam } from './change-seam.ts';

/** The changes that alter what a showcase read answers (lib/read-cache.ts): each drops the tenant's reads. */
const showcaseChanges = [
  'publication.approved',
  'publication.decided',
  'publication.moderated',
  'publication.updated',
  'publication.removed',
  'participation.created',
  'participation.cancelled',
  'agenda.changed',
  'exhibitor.changed',
  'event.changed',
  'speaker.changed',
  'property.changed',
  'member.changed',
  'tenant.changed',
  'guests.expired',
] as const satisfies readonly ChangeName[];

export function subscribeReadCache(changes: ChangeSeam): void {
  changes.on(showcaseChanges, 'read cache', (_tx, { tenantId }, after) => after.invalidate(tenantId));
  // A check-in counts as a participant only when the visitor walked in without a seat.
  changes.on('checkin.created', 'read cache', (_tx, { tenantId, items }, after) => {
    if (items.some((item) => item.walkIn)) after.invalidate(tenantId);
  });
}

/**
 * The read cache's subscriptions as an entry of app.ts's module list: each change's subscribers run
 * in the order they registered, and the read cache comes after the webhook outbox, before the notices.
 */
export async function readCacheSubscriptions(app: FastifyInstance): Promise<void> {
  subscribeReadCache(app.changes);
}
