import {
  limits,
  notificationExcerpt,
  type Publication,
  type PublicationPage,
  type PublicationStatus,
  type PublicationType,
  type TokenClaims,
} from '@vitrine/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles, publicationMedia, publications } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { invalidField as invalid } from '../../lib/form-json.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { uploadQuota } from '../../lib/upload-quota.ts';
import { matchedTerm } from '../../lib/word-filter.ts';
import type { MediaService } from '../../media/media.service.ts';
import { keptMedia } from '../../media/media-fields.ts';
import type { Receive } from '../../media/upload-routes.ts';
import { moderates } from '../../plugins/auth.ts';
import type { LiveEnvelope } from '../../realtime/bus.ts';
import { blockedWords, ensureNotMuted, recordModeration } from '../moderation/moderation.service.ts';
import type { NotificationSubject, NotificationsService } from '../notifications/notifications.service.ts';
import type { ReactionsService } from '../reactions/reactions.service.ts';
import type { ReminderJobs } from '../reminders/reminder-jobs.ts';
import type { WebhookEvents } from '../webhooks/webhooks.ts';
import { descriptionOf, storeMedia } from './publications.media.ts';
import { decodeCursor, encodeCursor, presentPublication } from './publications.presenter.ts';
import { type FeedBranch, type PostRow, publicationsRepository } from './publications.repository.ts';

/** Posting per user: generous for people, a wall for scripts. */
export const postingLimit = { limit: 30, windowMs: 10 * 60_000 };

export interface PublicationsDeps {
  db: Db;
  media: MediaService;
  notifications: NotificationsService;
  limiter: RateLimiter;
  /** Bytes of media one member may upload per hour (UPLOAD_BYTES_PER_HOUR). */
  uploadBytesPerHour: number;
  /** Holds visitors' first feed pages (publications.routes.ts): dropped when a visible post changes. */
  readCache: Pick<ReadCache, 'invalidate'>;
  /** Tells who opted in of a new announcement (stored and pushed, DESIGN §11). */
  reminders: Pick<ReminderJobs, 'announcementPublished' | 'wake'>;
  /** Each card's likes by the caller and latest comments (modules/reactions). */
  reactions: Pick<ReactionsService, 'decorate'>;
  /** publication.created and publication.approved, in the change's transaction (issue 16). */
  webhooks?: WebhookEvents;
}

/** What a publication webhook says of the post. */
const publicationPayload = (row: typeof publications.$inferSelect) => ({
  id: row.id,
  eventId: row.eventId,
  authorId: row.authorId,
  type: row.type,
  status: row.status,
  description: row.description,
});

export function createPublicationsService({
  webhooks,
  db,
  media,
  notifications,
  limiter,
  uploadBytesPerHour,
  readCache,
  reminders,
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
    t: Db,
    tenantId: number,
    id: number,
    status: PublicationStatus,
    by: { moderator: TokenClaims; reason: string | null },
  ): Promise<LiveEnvelope[] | null> {
    const [before] = await t
      .select({ status: publications.status })
      .from(publications)
      .where(and(eq(publications.tenantId, tenantId), eq(publications.id, id)))
      .for('update');
    if (!before) throw notFound('PUBLICATION_NOT_FOUND', id);
    if (before.status === status) return null;
    const [changed] = await t.update(publications).set({ status }).where(eq(publications.id, id)).returning();
    await recordModeration(t, {
      tenantId,
      moderatorId: by.moderator.userId,
      action: status === 'APPROVED' ? 'APPROVE' : status === 'DENIED' ? 'DENY' : 'RETURN_TO_ANALYSIS',
      publicationId: id,
      authorId: changed!.authorId,
      before: { status: before.status },
      after: { status },
      reason: by.reason,
    });
    if (status === 'APPROVED')
      await webhooks?.emit(t, tenantId, 'publication.approved', publicationPayload(changed!));
    if (status === 'ANALYSIS') return [];
    const event = await repository.event(tenantId, changed!.eventId, t);
    const subject = {
      tenantId,
      eventId: changed!.eventId,
      publicationId: id,
      args: { event: event?.title ?? '', excerpt: notificationExcerpt(changed!.description) },
    };
    const envelopes = await notifications.store(
      t,
      {
        ...subject,
        type: status === 'APPROVED' ? 'PUBLICATION_APPROVED' : 'PUBLICATION_DENIED',
        args: { ...subject.args, ...(by.reason && { reason: by.reason }) },
      },
      [changed!.authorId],
    );
    if (status === 'APPROVED' && changed!.type === 'PUBLICATION') {
      envelopes.push(notifications.broadcast({ ...subject, type: 'PUBLICATION_PUBLISHED' }));
    }
    return envelopes;
  }

  /** After the commit: the feeds' cache and the notices (null: nothing changed). */
  function afterDecisions(tenantId: number, envelopes: LiveEnvelope[] | null) {
    if (!envelopes) return;
    readCache.invalidate(tenantId);
    notifications.publish(envelopes);
  }

  async function awaitingAnalysis(tx: Db, subject: Omit<NotificationSubject, 'type'>) {
    const admins = await notifications.admins(tx, subject.tenantId);
    return notifications.store(tx, { ...subject, type: 'PUBLICATION_AWAITING_ANALYSIS' }, admins);
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
      let created: { id: number; envelopes: LiveEnvelope[] };
      try {
        created = await db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          const [row] = await t
            .insert(publications)
            .values({
              tenantId,
              eventId,
              authorId: principal.userId,
              type: query.type,
              status,
              description,
              flaggedTerm: term,
            })
            .returning({ id: publications.id });
          await repository.link(t, row!.id, stored);
          const told = {
            id: row!.id,
            eventId,
            authorId: principal.userId,
            type: query.type,
            status,
            description,
          };
          await webhooks?.emit(t, tenantId, 'publication.created', told);
          // An ADMIN's post is approved as it is made.
          if (status === 'APPROVED') await webhooks?.emit(t, tenantId, 'publication.approved', told);
          if (term) {
            await recordModeration(t, {
              tenantId,
              moderatorId: null,
              action: 'HOLD',
              publicationId: row!.id,
              authorId: principal.userId,
              before: {},
              after: { status, term },
            });
          }
          if (status === 'APPROVED' && query.type === 'ANNOUNCEMENT') {
            await reminders.announcementPublished(t, row!.id);
          }
          const subject = {
            tenantId,
            eventId,
            publicationId: row!.id,
            args: { event: event.title, excerpt: notificationExcerpt(description) },
          };
          const envelopes: LiveEnvelope[] =
            status === 'ANALYSIS'
              ? await awaitingAnalysis(t, subject)
              : [
                  notifications.broadcast({
                    ...subject,
                    type: query.type === 'ANNOUNCEMENT' ? 'ANNOUNCEMENT_PUBLISHED' : 'PUBLICATION_PUBLISHED',
                  }),
                ];
          return { id: row!.id, envelopes };
        });
      } catch (error) {
        await media.remove(stored);
        throw error;
      }
      // Before the live message: a visitor refetching on it must not get the cached page.
      if (status === 'APPROVED') readCache.invalidate(tenantId);
      notifications.publish(created.envelopes);
      if (query.type === 'ANNOUNCEMENT') reminders.wake();
      return load(tenantId, created.id);
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
      // An unconfirmed ADMIN holds no ADMIN powers (DESIGN §6): it reads the feed as a member.
      if (moderates(principal)) {
        branches = (query.status ? [query.status] : (['APPROVED', 'ANALYSIS', 'DENIED'] as const)).map(
          (status) => ({ status }),
        );
      } else {
        // Hidden posts (issue 15) only for their author: 'conteúdo oculto para revisão'.
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
      let envelopes: LiveEnvelope[];
      try {
        envelopes = await db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          const locked = await repository.lock(t, tenantId, id);
          // Deleted meanwhile: nothing to edit.
          if (!locked) throw notFound('PUBLICATION_NOT_FOUND', id);
          await t
            .update(publications)
            .set({
              description,
              updatedAt: sql`now()`,
              ...(backToAnalysis ? { status: 'ANALYSIS' as const } : {}),
            })
            .where(eq(publications.id, id));
          await t.delete(publicationMedia).where(eq(publicationMedia.publicationId, id));
          if (dropped.length > 0) {
            await t.delete(mediaFiles).where(
              inArray(
                mediaFiles.id,
                dropped.map((file) => file.id),
              ),
            );
          }
          await repository.link(t, id, [...kept, ...added]);
          if (!backToAnalysis) return [];
          const event = await repository.event(tenantId, locked.eventId, t);
          return awaitingAnalysis(t, {
            tenantId,
            eventId: locked.eventId,
            publicationId: id,
            args: { event: event?.title ?? '', excerpt: notificationExcerpt(description) },
          });
        });
      } catch (error) {
        await media.remove(added);
        throw error;
      }
      // Visible before the edit, or after it (an ADMIN's or an announcement): visitors' pages change.
      readCache.invalidate(tenantId);
      notifications.publish(envelopes);
      await media.removeFiles(dropped);
      return load(tenantId, id, principal);
    },

    /** The author, or an ADMIN of the tenant; the media rows go with it, then their files. */
    async remove(tenantId: number, principal: TokenClaims, id: number): Promise<void> {
      const dropped = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const row = await repository.lock(t, tenantId, id);
        if (!row) throw notFound('PUBLICATION_NOT_FOUND', id);
        if (row.authorId !== principal.userId && principal.role !== 'ADMIN') {
          throw new AppError(403, 'FORBIDDEN');
        }
        const files = (await repository.media([id], t)).get(id) ?? [];
        await t.delete(publications).where(eq(publications.id, id));
        if (files.length > 0) {
          await t.delete(mediaFiles).where(
            inArray(
              mediaFiles.id,
              files.map((file) => file.id),
            ),
          );
        }
        return files;
      });
      readCache.invalidate(tenantId);
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
      const envelopes = await db.transaction((tx) => decideIn(tx as unknown as Db, tenantId, id, status, by));
      afterDecisions(tenantId, envelopes);
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
      const decided = await db.transaction(async (tx) => {
        const changed: number[] = [];
        const envelopes: LiveEnvelope[] = [];
        for (const id of ordered) {
          const sent = await decideIn(tx as unknown as Db, tenantId, id, status, by);
          if (!sent) continue;
          changed.push(id);
          envelopes.push(...sent);
        }
        return { changed, envelopes };
      });
      afterDecisions(tenantId, decided.changed.length > 0 ? decided.envelopes : null);
      return decided.changed;
    },
  };
}
export type PublicationsService = ReturnType<typeof createPublicationsService>;
