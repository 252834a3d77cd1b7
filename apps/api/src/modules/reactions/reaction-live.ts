import { eventTopic } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import type { LiveEnvelope } from '../../realtime/bus.ts';
import { reactionsRepository as repository } from './reactions.repository.ts';
import { presentComment } from './reactions.service.ts';

/**
 * After a like, a comment, or a moderator's change to a comment commits, everyone watching the
 * event hears the post's counts and latest comments as the commit left them.
 */
export function subscribeReactionLive(changes: ChangeSeam, db: Db): void {
  const message = async (publicationId: number): Promise<LiveEnvelope[]> => {
    const counts = await repository.counts(db, publicationId);
    if (!counts) return [];
    const latest = (await repository.latestComments(db, [publicationId])).get(publicationId) ?? [];
    return [
      {
        destination: eventTopic(counts.eventId),
        data: {
          kind: 'reactions',
          eventId: counts.eventId,
          publicationId,
          likes: counts.likes,
          commentCount: counts.commentCount,
          latestComments: latest.map(presentComment),
        },
      },
    ];
  };

  changes.on('reaction.changed', 'live counts', (_tx, { items }, after) => {
    for (const { publicationId } of new Set(items)) after.publish(() => message(publicationId));
  });
  changes.on('publication.moderated', 'live counts', (_tx, { items }, after) => {
    for (const item of items) if (item.kind === 'comment') after.publish(() => message(item.publicationId));
  });
}
