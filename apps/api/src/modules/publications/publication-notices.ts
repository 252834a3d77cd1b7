import { notificationExcerpt, type PublicationChange } from '@vitrine/contract';
import type { AfterCommit, ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationSubject, NotificationsService } from '../notifications/notifications.service.ts';
import { publicationsRepository } from './publications.repository.ts';

/**
 * Who hears of a post, in the transaction that changes it: the moderators of one awaiting analysis,
 * its author of a decision, everyone watching the event of one that became visible (live only).
 */
export function subscribePublicationNotices(changes: ChangeSeam, notifications: NotificationsService): void {
  const subjectOf = async (
    tx: Db,
    tenantId: number,
    post: Pick<PublicationChange, 'id' | 'eventId' | 'description'>,
  ): Promise<Omit<NotificationSubject, 'type'>> => {
    const event = await publicationsRepository(tx).event(tenantId, post.eventId, tx);
    return {
      tenantId,
      eventId: post.eventId,
      publicationId: post.id,
      args: { event: event?.title ?? '', excerpt: notificationExcerpt(post.description) },
    };
  };

  /** A post awaiting analysis: every ADMIN and MODERATOR of the tenant hears of it. */
  const awaitingAnalysis = async (tx: Db, subject: Omit<NotificationSubject, 'type'>) =>
    notifications.store(
      tx,
      { ...subject, type: 'PUBLICATION_AWAITING_ANALYSIS' },
      await notifications.admins(tx, subject.tenantId),
    );

  const published = (
    after: AfterCommit,
    subject: Omit<NotificationSubject, 'type'>,
    type: PublicationChange['type'],
  ) =>
    after.publish([
      notifications.broadcast({
        ...subject,
        type: type === 'ANNOUNCEMENT' ? 'ANNOUNCEMENT_PUBLISHED' : 'PUBLICATION_PUBLISHED',
      }),
    ]);

  changes.on('publication.created', 'notifications', async (tx, { tenantId, items }, after) => {
    for (const post of items) {
      const subject = await subjectOf(tx, tenantId, post);
      if (post.status === 'ANALYSIS') await awaitingAnalysis(tx, subject);
      else published(after, subject, post.type);
    }
  });

  changes.on('publication.updated', 'notifications', async (tx, { tenantId, items }) => {
    for (const post of items) {
      if (post.backToAnalysis) await awaitingAnalysis(tx, await subjectOf(tx, tenantId, post));
    }
  });

  changes.on('publication.decided', 'notifications', async (tx, { tenantId, items }, after) => {
    for (const post of items) {
      if (post.status === 'ANALYSIS') continue;
      const subject = await subjectOf(tx, tenantId, post);
      await notifications.store(
        tx,
        {
          ...subject,
          type: post.status === 'APPROVED' ? 'PUBLICATION_APPROVED' : 'PUBLICATION_DENIED',
          args: { ...subject.args, ...(post.reason && { reason: post.reason }) },
        },
        [post.authorId],
      );
      if (post.status === 'APPROVED' && post.type === 'PUBLICATION') published(after, subject, post.type);
    }
  });
}
