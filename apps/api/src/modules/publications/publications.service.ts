import {
  limits,
  type Publication,
  type PublicationPage,
  type PublicationStatus,
  type PublicationType,
  type TokenClaims,
} from '@vitrine/contract';
import type { ChangeSeam, Tx } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { invalidField as invalid } from '../../lib/form-json.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { uploadQuota } from '../../lib/upload-quota.ts';
import { matchedTerm } from '../../lib/word-filter.ts';
import type { MediaService } from '../../media/media.service.ts';
import { keptMedia } from '../../media/media-fields.ts';
import type { Receive } from '../../media/upload-routes.ts';
import { moderates } from '../../plugins/auth.ts';
import { blockedWords, ensureNotMuted } from '../moderation/moderation.service.ts';
import { descriptionOf, storeMedia } from './publications.media.ts';
import {
  decodeCursor,
  encodeCursor,
  type PostReactions,
  presentPublication,
} from './publications.presenter.ts';
import {
  type FeedBranch,
  type PostRow,
  type PublicationRecord,
  publicationsRepository,
} from './publications.repository.ts';

/** Posting per user: generous for people, a wall for scripts. */
export const postingLimit = { limit: 30, windowMs: 10 * 60_000 };

export interface PublicationsDeps {
  db: Db;
  media: MediaService;
  limiter: RateLimiter;
  /** Bytes of media one member may upload per hour (UPLOAD_BYTES_PER_HOUR). */
  uploadBytesPerHour: number;
  changes: ChangeSeam;
  /** Each card's likes by the caller and latest comments (modules/reactions, passed in: it reads posts). */
  reactions: {
    decorate(ids: number[], principal: TokenClaims | null): Promise<(id: number) => PostReactions>;
  };
}

/** What a publication webhook says of the post. */
const publicationPayload = (row: PublicationRecord) => ({
  id: row.id,
  eventId: row.eventId,
  authorId: row.authorId,
  type: row.type,
  status: row.status,
  description: row.description,
});

export function createPublicationsService({
  db,
  media,
  limiter,
  uploadBytesPerHour,
  changes,
  reactions,
}: PublicationsDeps) {
  const repository = publicationsRepository(db);
  const quota = uploadQuota(limiter, uploadBytesPerHour);
  /** Counts a post, refuses one over the hour's upload bytes before its body is read, then receives it. */
  async function receiveCounted(tenantId: number, userId: number, receive: Receive) {
    await enforceLimit(limiter, `post:${tenantId}:${userId}`, postingLimit.limit, postingLimit.windowMs);
    const key = `upload-bytes:${tenantId}:${userId}`;
    await quota.ensureOpen(key);
    const upload = await receive();
    await quota.spend(
      key,
      upload.files.reduce((sum, file) => sum + file.size, 0),
    );
    return upload;
  }

  async function present(row: PostRow, principal: TokenClaims | null): Promise<Publication> {
    const [media, decorated] = await Promise.all([
      repository.media([row.id]),
      reactions.decorate([row.id], principal),
    ]);
    return presentPublication(row, media.get(row.id) ?? [], decorated(row.id));
  }

  async function load(
    tenantId: number,
    id: number,
    principal: TokenClaims | null = null,
  ): Promise<Publication> {
    const row = await repository.byId(tenantId, id);
    if (!row) throw notFound('PUBLICATION_NOT_FOUND', id);
    return present(row, principal);
  }

  /** A post awaiting analysis: every ADMIN of the tenant hears of it. */
  /**
   * One decision inside `t`: the status, its moderation history entry, the author's notice and,
   * for an approved post, the feed's. Null when the post already had this status.
   */
  async function decideIn(
    t: Tx,
    tenantId: number,
    id: number,
    status: PublicationStatus,
    by: { moderator: TokenClaims; reason: string | null },
  ): Promise<boolean> {
    const before = await repository.lockStatus(t, tenantId, id);
    if (!before) throw notFound('PUBLICATION_NOT_FOUND', id);
    if (before === status) return false;
    const changed = await repository.setStatus(t, id, status);
    // The author's notice and, for an approved post, the feed's: publication-notices.ts.
    const post = publicationPayload(changed);
    await t.record('publication.decided', tenantId, {
      ...post,
      previousStatus: before,
      moderatorId: by.moderator.userId,
      reason: by.reason,
    });
    if (status === 'APPROVED') await t.record('publication.approved', tenantId, post);
    return true;
  }

  return {
    async create(
      tenantId: number,
      principal: TokenClaims,
      eventId: number,
      query: { type: PublicationType; description?: string | undefined },
      receive: Receive,
    ): Promise<Publication> {
      if (query.type === 'ANNOUNCEMENT' && principal.role !== 'ADMIN') throw new AppError(403, 'FORBIDDEN');
      // A muted member's post is refused before its files are received.
      await ensureNotMuted(db, principal.userId);
      const event = await repository.event(tenantId, eventId);
      if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
      const upload = await receiveCounted(tenantId, principal.userId, receive);
      const description = descriptionOf(query.description, upload) ?? '';
      if (!description && upload.files.length === 0) {
        throw invalid('description', 'a description or a medium is required');
      }
      const stored = await storeMedia(media, tenantId, upload.files);
      const status: PublicationStatus = principal.role === 'ADMIN' ? 'APPROVED' : 'ANALYSIS';
      // The word filter: a member's post waits for review anyway; the moderator sees the term.
      const term =
        principal.role === 'ADMIN' ? null : matchedTerm(description, await blockedWords(db, tenantId));
      let created: number;
      try {
        created = await changes.transaction(async (t) => {
          const id = await repository.insert(t, {
            tenantId,
            eventId,
            authorId: principal.userId,
            type: query.type,
            status,
            description,
            flaggedTerm: term,
          });
          await repository.link(t, id, stored);
          const told = {
            id,
            eventId,
            authorId: principal.userId,
            type: query.type,
            status,
            description,
          };
          await t.record('publication.created', tenantId, told);
          // An ADMIN's post is approved as it is made.
          if (status === 'APPROVED') await t.record('publication.approved', tenantId, told);
          if (term) {
            await t.record('publication.held', tenantId, {
              publicationId: id,
              commentId: null,
              authorId: principal.userId,
              term,
              status,
            });
          }
          return id;
        });
      } catch (error) {
        await media.remove(stored);
        throw error;
      }
      return load(tenantId, created);
    },

    async list(
      tenantId: number,
      principal: TokenClaims | null,
      eventId: number,
      query: {
        type: PublicationType;
        status?: PublicationStatus | undefined;
        size: number;
        before?: string | undefined;
      },
    ): Promise<PublicationPage> {
      const before = query.before ? decodeCursor(query.before) : null;
      if (!(await repository.event(tenantId, eventId))) throw notFound('EVENT_NOT_FOUND', eventId);
      let branches: FeedBranch[];
      // An unconfirmed ADMIN holds no ADMIN powers: it reads the feed as a member.
      if (moderates(principal)) {
        branches = (query.status ? [query.status] : (['APPROVED', 'ANALYSIS', 'DENIED'] as const)).map(
          (status) => ({ status }),
        );
      } else {
        // Hidden posts only for their author: 'conteúdo oculto para revisão'.
        const member = principal && principal.role !== 'GUEST' ? principal.userId : null;
        branches = [{ status: 'APPROVED', visibleTo: member }];
        // Members also see their own posts still in analysis or denied (GUESTs never post).
        if (principal && principal.role !== 'GUEST') {
          branches.push(
            { status: 'ANALYSIS', authorId: principal.userId },
            { status: 'DENIED', authorId: principal.userId },
          );
        }
        if (query.status) branches = branches.filter((branch) => branch.status === query.status);
      }
      const rows = await repository.feed(tenantId, eventId, query.type, branches, before, query.size + 1);
      const page = rows.slice(0, query.size);
      const ids = page.map((row) => row.id);
      const [media, decorated] = await Promise.all([
        repository.media(ids),
        reactions.decorate(ids, principal),
      ]);
      return {
        content: page.map((row) => presentPublication(row, media.get(row.id) ?? [], decorated(row.id))),
        size: query.size,
        next: rows.length > query.size ? encodeCursor(page.at(-1)!) : null,
      };
    },

    get: load,

    /**
     * The author's edit: keeps the listed current media, adds the new ones (3 at most in all).
     * A USER's edited PUBLICATION goes back to analysis; dropped media leave storage after commit.
     */
    async update(
      tenantId: number,
      principal: TokenClaims,
      id: number,
      query: { description?: string | undefined; oldFiles: string[] },
      receive: Receive,
    ): Promise<Publication> {
      const current = await repository.byId(tenantId, id);
      if (!current) throw notFound('PUBLICATION_NOT_FOUND', id);
      if (current.author_id !== principal.userId) throw new AppError(403, 'FORBIDDEN');
      const currentMedia = (await repository.media([id])).get(id) ?? [];
      const kept = keptMedia(currentMedia, query.oldFiles, (url) => ({
        field: 'oldFiles',
        message: `not a medium of this publication: ${url.slice(0, 100)}`,
      }));
      const upload = await receiveCounted(tenantId, principal.userId, receive);
      if (kept.length + upload.files.length > limits.maxMediaPerPost) {
        throw invalid('newFiles', `at most ${limits.maxMediaPerPost} media`);
      }
      const description = descriptionOf(query.description, upload) ?? current.description;
      if (!description && kept.length + upload.files.length === 0) {
        throw invalid('description', 'a description or a medium is required');
      }
      const added = await storeMedia(media, tenantId, upload.files);
      const dropped = currentMedia.filter((file) => !kept.includes(file));
      const backToAnalysis = current.type === 'PUBLICATION' && principal.role !== 'ADMIN';
      try {
        await changes.transaction(async (t) => {
          const locked = await repository.lock(t, tenantId, id);
          // Deleted meanwhile: nothing to edit.
          if (!locked) throw notFound('PUBLICATION_NOT_FOUND', id);
          await repository.update(t, id, description, backToAnalysis);
          await repository.unlinkMedia(t, id);
          await repository.dropMedia(t, dropped);
          await repository.link(t, id, [...kept, ...added]);
          // Visible before the edit, or after it (an ADMIN's or an announcement): visitors' pages change.
          await t.record('publication.updated', tenantId, {
            id,
            eventId: locked.eventId,
            description,
            backToAnalysis,
          });
        });
      } catch (error) {
        await media.remove(added);
        throw error;
      }
      await media.removeFiles(dropped);
      return load(tenantId, id, principal);
    },

    /** The author, or an ADMIN of the tenant; the media rows go with it, then their files. */
    async remove(tenantId: number, principal: TokenClaims, id: number): Promise<void> {
      const dropped = await changes.transaction(async (t) => {
        const row = await repository.lock(t, tenantId, id);
        if (!row) throw notFound('PUBLICATION_NOT_FOUND', id);
        if (row.authorId !== principal.userId && principal.role !== 'ADMIN') {
          throw new AppError(403, 'FORBIDDEN');
        }
        const files = (await repository.media([id], t)).get(id) ?? [];
        await repository.delete(t, id);
        await repository.dropMedia(t, files);
        await t.record('publication.removed', tenantId, { id });
        return files;
      });
      await media.removeFiles(dropped);
    },

    /**
     * A MODERATOR's or ADMIN's decision, kept in the moderation history with its reason. Repeating
     * the current status changes nothing, so nothing is stored or sent twice.
     */
    async decide(
      tenantId: number,
      id: number,
      status: PublicationStatus,
      by: { moderator: TokenClaims; reason: string | null },
    ): Promise<Publication> {
      await changes.transaction((t) => decideIn(t, tenantId, id, status, by));
      return load(tenantId, id);
    },

    /**
     * The same decision on several posts (the moderation queue's bulk approve), all or none: an
     * unknown post refuses the lot. Returns the posts whose status changed.
     */
    async decideMany(
      tenantId: number,
      ids: number[],
      status: PublicationStatus,
      by: { moderator: TokenClaims; reason: string | null },
    ): Promise<number[]> {
      // In id order, so two moderators deciding overlapping lots lock the rows in the same order.
      const ordered = [...new Set(ids)].sort((a, b) => a - b);
      return changes.transaction(async (t) => {
        const changed: number[] = [];
        for (const id of ordered) if (await decideIn(t, tenantId, id, status, by)) changed.push(id);
        return changed;
      });
    },
  };
}
export type PublicationsService = ReturnType<typeof createPublicationsService>;
