import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

/** A moderator's hide or restore tells the author why, unless the author did it; reports hide silently. */
export function subscribeModerationNotices(changes: ChangeSeam, notifications: NotificationsService): void {
  changes.on('publication.moderated', 'notifications', async (tx, { tenantId, items }) => {
    for (const item of items) {
      if (item.moderatorId === null) continue;
      await notifications.store(
        tx,
        {
          tenantId,
          type: item.hidden ? 'CONTENT_HIDDEN' : 'CONTENT_RESTORED',
          args: { kind: item.kind, excerpt: item.excerpt, ...(item.reason && { reason: item.reason }) },
          eventId: item.eventId,
          publicationId: item.publicationId,
        },
        item.authorId === item.moderatorId ? [] : [item.authorId],
      );
    }
  });
}
