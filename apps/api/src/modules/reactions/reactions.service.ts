import type { Comment, CommentPage, LikeState, TokenClaims } from '@vitrine/contract';
import type { ChangeSeam, Tx } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { matchedTerm } from '../../lib/word-filter.ts';
import { moderates } from '../../plugins/auth.ts';
import { blockedWords, ensureNotMuted } from '../moderation/moderation.service.ts';
import { type PostReactions, presentAuthor } from '../publications/publications.presenter.ts';
import {
  type CommentRow,
  type CommentViewer,
  type ReactablePost as PostRow,
  reactionsRepository as repository,
  type ThreadCursor,
} from './reactions.repository.ts';

/** Commenting per user: a lively thread, never a script. */
export const commentingLimit = { limit: 60, windowMs: 10 * 60_000 };

export function presentComment(row: CommentRow): Comment {
  return {
    id: row.id,
    publicationId: row.publication_id,
    text: row.text,
    user: presentAuthor(row),
    creationDate: row.created,
    edited: row.edited,
    hidden: row.hidden,
    hiddenReason: row.hidden_reason,
  };
}

const viewerOf = (principal: TokenClaims | null): CommentViewer => ({
  userId: principal && principal.role !== 'GUEST' ? principal.userId : null,
  moderator: moderates(principal),
});

const cursorText = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})$/;
const encodeCursor = (row: CommentRow) => Buffer.from(`${row.created_us}|${row.id}`).toString('base64url');
function decodeCursor(value: string): ThreadCursor {
  const match = cursorText.exec(Buffer.from(value, 'base64url').toString('utf8'));
  const id = Number(match?.[2]);
  if (!match || Number.isNaN(new Date(match[1]!).getTime()) || id > 2_147_483_647) {
    throw new AppError(400, 'VALIDATION_ERROR', [{ field: 'querystring.after', message: 'invalid cursor' }]);
  }
  return { createdAt: match[1]!, id };
}

export interface ReactionsDeps {
  db: Db;
  limiter: RateLimiter;
  changes: ChangeSeam;
}

/**
 * Likes and comments: on APPROVED posts and announcements, by confirmed members. Each
 * write moves the post's counts in its transaction, tells the post's author (one stored notification
 * per post and kind every 10 minutes, merged: 'Maria e mais 3 pessoas…'), and after the commit
 * sends everyone watching the event the post's new counts and latest comments.
 */
export function createReactionsService({ db, limiter, changes }: ReactionsDeps) {
  const transaction = changes.transaction.bind(changes);

  /** The post, if the caller may react to it: APPROVED (others' unapproved posts are not found). */
  async function reactable(tenantId: number, id: number, principal: TokenClaims | null): Promise<PostRow> {
    const post = await repository.post(db, tenantId, id);
    if (!post) throw notFound('PUBLICATION_NOT_FOUND', id);
    if (post.status !== 'APPROVED') {
      const sees = moderates(principal) || principal?.userId === post.authorId;
      if (!sees) throw notFound('PUBLICATION_NOT_FOUND', id);
      throw new AppError(409, 'PUBLICATION_NOT_APPROVED', [id]);
    }
    return post;
  }

  /** The author hears of it (reaction-notices.ts). */
  const reacted = (tx: Tx, post: PostRow, actor: TokenClaims, kind: 'like' | 'comment') =>
    tx.record('reaction.created', post.tenantId, {
      kind,
      post: { id: post.id, eventId: post.eventId, authorId: post.authorId, description: post.description },
      actor: { id: actor.userId, name: actor.name },
    });

  /** The word filter held a comment: the history says which term, for the moderator. */
  const hold = (
    tx: Tx,
    tenantId: number,
    publicationId: number,
    commentId: number,
    authorId: number,
    term: string,
  ) => tx.record('publication.held', tenantId, { publicationId, commentId, authorId, term, status: null });

  /** Everyone watching hears the post's counts and latest comments, after the commit (reaction-live.ts). */
  const moved = (tx: Tx, tenantId: number, publicationId: number) =>
    tx.record('reaction.changed', tenantId, { publicationId });

  async function ownComment(tenantId: number, id: number) {
    const row = await repository.storedComment(db, tenantId, id);
    if (!row) throw notFound('COMMENT_NOT_FOUND', id);
    return row;
  }

  return {
    /** What the cards of these posts show besides the posts: the caller's likes, latest comments. */
    async decorate(ids: number[], principal: TokenClaims | null): Promise<(id: number) => PostReactions> {
      const [liked, latest] = await Promise.all([
        principal && principal.role !== 'GUEST'
          ? repository.likedBy(db, principal.userId, ids)
          : Promise.resolve(new Set<number>()),
        repository.latestComments(db, ids, viewerOf(principal)),
      ]);
      return (id) => ({
        likedByMe: liked.has(id),
        latestComments: (latest.get(id) ?? []).map(presentComment),
      });
    },

    /** Likes (or stops liking) the post; idempotent. */
    async setLike(tenantId: number, principal: TokenClaims, id: number, liked: boolean): Promise<LikeState> {
      const post = await reactable(tenantId, id, principal);
      await ensureNotMuted(db, principal.userId);
      const { likes } = await transaction(async (tx) => {
        const result = await repository.setLike(tx, id, principal.userId, liked);
        if (result.changed && liked) await reacted(tx, post, principal, 'like');
        if (result.changed) await moved(tx, tenantId, id);
        return result;
      });
      return { publicationId: id, likes, likedByMe: liked };
    },

    async comment(tenantId: number, principal: TokenClaims, id: number, text: string): Promise<Comment> {
      const post = await reactable(tenantId, id, principal);
      await ensureNotMuted(db, principal.userId);
      await enforceLimit(
        limiter,
        `comment:${tenantId}:${principal.userId}`,
        commentingLimit.limit,
        commentingLimit.windowMs,
      );
      // The word filter: a matching comment is held (hidden) for review, and nobody hears of it yet.
      const term = moderates(principal) ? null : matchedTerm(text, await blockedWords(db, tenantId));
      const commentId = await transaction(async (tx) => {
        const commentId = await repository.insertComment(
          tx,
          { tenantId, publicationId: id, authorId: principal.userId, text },
          term,
        );
        if (term) {
          await hold(tx, tenantId, post.id, commentId, principal.userId, term);
          return commentId;
        }
        await repository.countComment(tx, id, 1);
        await reacted(tx, post, principal, 'comment');
        await moved(tx, tenantId, id);
        return commentId;
      });
      return presentComment((await repository.comment(db, commentId))!);
    },

    /** The thread, oldest first: for anyone who may read the post. */
    async thread(
      tenantId: number,
      principal: TokenClaims | null,
      id: number,
      query: { size: number; after?: string | undefined },
    ): Promise<CommentPage> {
      const after = query.after ? decodeCursor(query.after) : null;
      await reactable(tenantId, id, principal);
      const rows = await repository.thread(db, id, viewerOf(principal), after, query.size + 1);
      const page = rows.slice(0, query.size);
      return {
        content: page.map(presentComment),
        size: query.size,
        next: rows.length > query.size ? encodeCursor(page.at(-1)!) : null,
      };
    },

    /** The author's edit. */
    async edit(tenantId: number, principal: TokenClaims, commentId: number, text: string): Promise<Comment> {
      const current = await ownComment(tenantId, commentId);
      if (current.authorId !== principal.userId) throw new AppError(403, 'FORBIDDEN');
      await ensureNotMuted(db, principal.userId);
      const term =
        current.hiddenAt || moderates(principal) ? null : matchedTerm(text, await blockedWords(db, tenantId));
      await transaction(async (tx) => {
        await repository.editComment(tx, commentId, text, term);
        if (term) {
          // An edit into a filtered word holds the comment as a new one would be.
          await repository.countComment(tx, current.publicationId, -1);
          await hold(tx, tenantId, current.publicationId, commentId, principal.userId, term);
        }
        await moved(tx, tenantId, current.publicationId);
      });
      return presentComment((await repository.comment(db, commentId))!);
    },

    /** The author, a MODERATOR or the ADMIN deletes a comment; the post's count drops with it. */
    async remove(tenantId: number, principal: TokenClaims, commentId: number): Promise<void> {
      const current = await ownComment(tenantId, commentId);
      if (current.authorId !== principal.userId && !moderates(principal)) {
        throw new AppError(403, 'FORBIDDEN');
      }
      await transaction(async (tx) => {
        // A moderator's removal is a decision like any other: it goes into the history.
        await tx.record('comment.removed', tenantId, {
          publicationId: current.publicationId,
          commentId,
          authorId: current.authorId,
          moderatorId: current.authorId === principal.userId ? null : principal.userId,
          text: current.text,
        });
        const gone = await repository.deleteComment(tx, commentId);
        // A hidden comment had left the count already.
        if (gone && !gone.hiddenAt) await repository.countComment(tx, current.publicationId, -1);
        if (gone) await moved(tx, tenantId, current.publicationId);
      });
    },
  };
}
export type ReactionsService = ReturnType<typeof createReactionsService>;
