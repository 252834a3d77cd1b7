import { notificationExcerpt } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { reactionsRepository as repository } from './reactions.repository.ts';

/** One stored notice per post and kind within this window; later reactions merge into it. */
export const notifyWindowMs = 10 * 60_000;

/**
 * The author hears of a like or a comment, unless they gave it themselves: a new stored
 * notification, or — within 10 minutes of the last one of this kind for this post — that one
 * updated ('Maria e mais 3 pessoas…').
 */
export function subscribeReactionNotices(changes: ChangeSeam, notifications: NotificationsService): void {
  changes.on('reaction.created', 'notifications', async (tx, { tenantId, items }) => {
    for (const { kind, post, actor } of items) {
      if (post.authorId === actor.id) continue;
      const type = kind === 'like' ? 'PUBLICATION_LIKED' : 'PUBLICATION_COMMENTED';
      const since = new Date(Date.now() - notifyWindowMs);
      const recent = await repository.recentNotice(tx, post.authorId, type, post.id, since);
      if (recent) {
        // Everyone who did it since that notification, this one included, bar the author.
        const people = await repository.peopleSince(tx, post.id, post.authorId, recent.createdAt, type);
        await repository.renewNotice(tx, recent.id, {
          ...recent.args,
          person: actor.name,
          others: Math.max(people - 1, 0),
        });
        continue;
      }
      await notifications.store(
        tx,
        {
          tenantId,
          type,
          args: { person: actor.name, excerpt: notificationExcerpt(post.description) },
          eventId: post.eventId,
          publicationId: post.id,
        },
        [post.authorId],
      );
    }
  });
}
