import type { ChangeSeam } from '../../changes/change-seam.ts';
import { moderationRepository } from './moderation.repository.ts';

/**
 * The moderation history hears every decision about a post or a comment, in the decision's
 * transaction, whichever module made it: a moderator's approval or visibility change, reports
 * that hid an item, the word filter holding one, a moderator deleting a comment.
 */
export function subscribeModerationHistory(changes: ChangeSeam): void {
  changes.on('publication.decided', 'moderation history', async (tx, { tenantId, items }) => {
    for (const post of items) {
      await moderationRepository.record(tx, {
        tenantId,
        moderatorId: post.moderatorId,
        action:
          post.status === 'APPROVED' ? 'APPROVE' : post.status === 'DENIED' ? 'DENY' : 'RETURN_TO_ANALYSIS',
        publicationId: post.id,
        authorId: post.authorId,
        before: { status: post.previousStatus },
        after: { status: post.status },
        reason: post.reason,
      });
    }
  });

  changes.on('publication.moderated', 'moderation history', async (tx, { tenantId, items }) => {
    for (const item of items) {
      const where = {
        tenantId,
        publicationId: item.publicationId,
        commentId: item.kind === 'comment' ? item.itemId : null,
        authorId: item.authorId,
      };
      if (item.moderatorId === null) {
        await moderationRepository.record(tx, {
          ...where,
          moderatorId: null,
          action: 'AUTO_HIDE',
          before: { hidden: false },
          after: { hidden: true, reports: item.reports },
        });
        continue;
      }
      await moderationRepository.record(tx, {
        ...where,
        moderatorId: item.moderatorId,
        action: item.hidden ? 'HIDE' : 'RESTORE',
        before: {
          hidden: item.previous.hidden,
          ...(item.previous.reason && { reason: item.previous.reason }),
        },
        after: { hidden: item.hidden },
        reason: item.reason,
      });
    }
  });

  changes.on('publication.held', 'moderation history', async (tx, { tenantId, items }) => {
    for (const held of items) {
      await moderationRepository.record(tx, {
        tenantId,
        moderatorId: null,
        action: 'HOLD',
        publicationId: held.publicationId,
        ...(held.commentId !== null && { commentId: held.commentId }),
        authorId: held.authorId,
        before: {},
        after:
          held.commentId === null
            ? { status: held.status, term: held.term }
            : { hidden: true, term: held.term },
      });
    }
  });

  // The author's own deletion is no decision; a moderator's is.
  changes.on('comment.removed', 'moderation history', async (tx, { tenantId, items }) => {
    for (const comment of items) {
      if (comment.moderatorId === null) continue;
      await moderationRepository.record(tx, {
        tenantId,
        moderatorId: comment.moderatorId,
        action: 'DELETE_COMMENT',
        publicationId: comment.publicationId,
        commentId: comment.commentId,
        authorId: comment.authorId,
        before: { text: comment.text },
        after: { deleted: true },
      });
    }
  });
}
