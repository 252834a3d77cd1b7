import {
  type BlockedWords,
  type ContentModeration,
  type ModerationAction,
  type ModerationEntry,
  type ModerationLogPage,
  type ModerationQueue,
  type Mute,
  type MuteRequest,
  notificationExcerpt,
  type ReportRequest,
  type ReportResult,
  reportReasons,
  type TokenClaims,
  type VisibilityRequest,
  type VisibilityState,
} from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { invalidField } from '../../lib/form-json.ts';
import { cleanTerms } from '../../lib/word-filter.ts';
import {
  type Item,
  type ItemKind,
  type MuteRow,
  type QueueRow,
  moderationRepository as repository,
} from './moderation.repository.ts';

export type { ItemKind } from './moderation.repository.ts';

/**
 * A muted member's writes (posting, commenting, liking, reporting) are refused with `USER_MUTED`
 * and the end of the mute (null: for good) — checked by each of those services first.
 */
export async function ensureNotMuted(db: Db, userId: number): Promise<void> {
  const until = await repository.activeMuteEnd(db, userId);
  if (until !== undefined) throw new AppError(403, 'USER_MUTED', [until?.toISOString() ?? null]);
}

/** The tenant's word filter terms. */
export function blockedWords(db: Db, tenantId: number): Promise<string[]> {
  return repository.blockedWords(db, tenantId);
}

/** What a hide or restore tells its subscribers (the author's notice, the read cache). */
const moderationOf = (
  item: Item,
  hidden: boolean,
  moderatorId: number | null,
  reason: string | null,
): ContentModeration => ({
  kind: item.kind,
  itemId: item.id,
  publicationId: item.publicationId,
  eventId: item.eventId,
  authorId: item.authorId,
  hidden,
  previous: { hidden: item.hiddenAt !== null, reason: item.hiddenReason },
  moderatorId,
  reports: null,
  reason,
  excerpt: notificationExcerpt(item.text),
});

export interface ModerationDeps {
  db: Db;
  changes: ChangeSeam;
}

/**
 * Reports, hiding and restoring, and the history of every decision. Members report a
 * post or comment once; at the tenant's threshold of open reports it is hidden pending review. A
 * MODERATOR or ADMIN hides or restores with a reason (which closes the open reports); the author
 * is told in their language. Hidden items stay visible to their author and to moderators only.
 */
export function createModerationService({ db, changes }: ModerationDeps) {
  const transaction = changes.transaction.bind(changes);

  const notFoundOf = (kind: ItemKind, id: number) =>
    notFound(kind === 'publication' ? 'PUBLICATION_NOT_FOUND' : 'COMMENT_NOT_FOUND', id);

  const presentMute = (row: MuteRow): Mute => ({
    ...row,
    until: row.until?.toISOString() ?? null,
    since: row.since.toISOString(),
  });
  /** The member of the tenant a moderator acts on; those who moderate are not muted. */
  async function mutable(tx: Db, tenantId: number, userId: number) {
    const user = await repository.member(tx, tenantId, userId);
    if (!user) throw notFound('USER_NOT_FOUND', userId);
    if (user.role === 'ADMIN' || user.role === 'MODERATOR') throw new AppError(403, 'FORBIDDEN');
    return user;
  }

  return {
    /**
     * 'Moderação': posts in analysis, comments the word filter held and items with open reports,
     * oldest first (at most 100 of each), with the counts of each for the sidebar.
     */
    async queue(tenantId: number): Promise<ModerationQueue> {
      const rows = await repository.queue(db, tenantId);
      const reported = rows.filter((row) => row.why === 'REPORTED');
      const reports = reported.length ? await repository.openReports(db, tenantId) : [];
      const reportsOf = (row: QueueRow) => {
        const mine = reports.filter((report) =>
          row.kind === 'comment'
            ? report.commentId === row.id
            : report.commentId === null && report.publicationId === row.id,
        );
        return reportReasons
          .map((reason) => {
            const of = mine.filter((report) => report.reason === reason);
            return {
              reason,
              count: of.length,
              texts: of.flatMap((report) => (report.text ? [report.text] : [])),
            };
          })
          .filter((entry) => entry.count > 0);
      };
      const total = (why: string) => Number(rows.find((row) => row.why === why)?.total ?? 0);
      return {
        counts: { analysis: total('ANALYSIS'), held: total('HELD'), reported: total('REPORTED') },
        items: rows.map((row) => ({
          kind: row.kind,
          id: row.id,
          publicationId: row.publication_id,
          eventId: row.event_id,
          why: row.why,
          text: row.text,
          author: { id: row.author_id, name: row.author_name },
          createdAt: row.created,
          hidden: row.hidden,
          flaggedTerm: row.flagged_term,
          reports: row.why === 'REPORTED' ? reportsOf(row) : [],
        })),
      };
    },

    /** The word filter's list (ADMIN). */
    async words(tenantId: number): Promise<BlockedWords> {
      return { words: await blockedWords(db, tenantId) };
    },

    /** Replaces the word filter's list: trimmed, without duplicates (by their words). */
    async setWords(tenantId: number, body: BlockedWords): Promise<BlockedWords> {
      const words = cleanTerms(body.words);
      await repository.setBlockedWords(db, tenantId, words);
      return { words };
    },

    /** Mutes a member until a time or for good; the history keeps it with its reason. */
    async mute(tenantId: number, principal: TokenClaims, userId: number, body: MuteRequest): Promise<Mute> {
      const until = body.until ? new Date(body.until) : null;
      if (until && until.getTime() <= Date.now()) throw invalidField('body.until', 'must be in the future');
      await transaction(async (tx) => {
        await mutable(tx, tenantId, userId);
        const before = await repository.currentMute(tx, userId);
        const values = {
          tenantId,
          until,
          reason: body.reason,
          mutedBy: principal.userId,
          createdAt: new Date(),
        };
        await repository.upsertMute(tx, userId, values);
        await repository.record(tx, {
          tenantId,
          moderatorId: principal.userId,
          action: 'MUTE',
          publicationId: null,
          authorId: userId,
          before: before ? { until: before.until?.toISOString() ?? 'forever' } : { muted: false },
          after: { until: until?.toISOString() ?? 'forever' },
          reason: body.reason,
        });
      });
      const row = await repository.muteOf(db, userId);
      return presentMute(row!);
    },

    /** Lifts a member's mute (idempotent); the history keeps it. */
    async unmute(tenantId: number, principal: TokenClaims, userId: number): Promise<void> {
      await transaction(async (tx) => {
        await mutable(tx, tenantId, userId);
        const gone = await repository.deleteMute(tx, userId);
        if (!gone) return;
        await repository.record(tx, {
          tenantId,
          moderatorId: principal.userId,
          action: 'UNMUTE',
          publicationId: null,
          authorId: userId,
          before: { until: gone.until?.toISOString() ?? 'forever' },
          after: { muted: false },
        });
      });
    },

    /** The tenant's members muted now, newest first, with their end times. */
    async mutes(tenantId: number): Promise<Mute[]> {
      const rows = await repository.activeMutes(db, tenantId);
      return rows.map(presentMute);
    },

    /** The caller's own mute now, if any (for the banner that says why). */
    async myMute(userId: number): Promise<Mute | null> {
      const row = await repository.activeMuteOf(db, userId);
      return row ? presentMute(row) : null;
    },

    /** A member's report; at the threshold of open reports the item is hidden pending review. */
    async report(
      tenantId: number,
      principal: TokenClaims,
      kind: ItemKind,
      id: number,
      body: ReportRequest,
    ): Promise<ReportResult> {
      await ensureNotMuted(db, principal.userId);
      const outcome = await transaction(async (tx) => {
        const item = await repository.lockItem(tx, tenantId, kind, id);
        // Only what the reporter can see: approved, and not hidden (unless their own).
        if (item?.status !== 'APPROVED' || (item.hiddenAt && item.authorId !== principal.userId)) {
          throw notFoundOf(kind, id);
        }
        const added = await repository.insertReport(tx, item, {
          reporterId: principal.userId,
          reason: body.reason,
          text: body.text || null,
        });
        if (!added) throw new AppError(409, 'ALREADY_REPORTED', [kind, id]);
        if (item.hiddenAt) return { item, hidden: true };
        const reports = await repository.openReportCount(tx, item);
        const threshold = await repository.reportThreshold(tx, tenantId);
        if (reports < (threshold ?? 3)) return { item, hidden: false };
        await repository.setHidden(tx, item, true, null);
        await tx.record('publication.moderated', tenantId, {
          ...moderationOf(item, true, null, null),
          reports,
        });
        return { item, hidden: true };
      });
      return { reported: true, hidden: outcome.hidden };
    },

    /** A moderator hides or restores; open reports close, the history keeps it, the author hears. */
    async setVisibility(
      tenantId: number,
      principal: TokenClaims,
      kind: ItemKind,
      id: number,
      body: VisibilityRequest,
    ): Promise<VisibilityState> {
      const reason = body.reason ?? null;
      await transaction(async (tx) => {
        const item = await repository.lockItem(tx, tenantId, kind, id);
        if (!item) throw notFoundOf(kind, id);
        const wasHidden = item.hiddenAt !== null;
        await repository.resolveReports(tx, item);
        if (wasHidden === body.hidden) return;
        await repository.setHidden(tx, item, body.hidden, reason);
        await tx.record(
          'publication.moderated',
          tenantId,
          moderationOf(item, body.hidden, principal.userId, reason),
        );
      });
      return { kind, id, hidden: body.hidden, reason: body.hidden ? reason : null };
    },

    /** The history, newest first, filtered (MODERATOR, ADMIN). */
    async log(
      tenantId: number,
      query: {
        publicationId?: number | undefined;
        commentId?: number | undefined;
        moderatorId?: number | undefined;
        action?: ModerationAction | undefined;
        day?: string | undefined;
        size: number;
        before?: number | undefined;
      },
    ): Promise<ModerationLogPage> {
      const rows = await repository.log(db, tenantId, query, query.size + 1);
      const page = rows.slice(0, query.size);
      const content: ModerationEntry[] = page.map(({ entry, moderatorName, authorName }) => ({
        id: entry.id,
        action: entry.action,
        moderator: entry.moderatorId && moderatorName ? { id: entry.moderatorId, name: moderatorName } : null,
        publicationId: entry.publicationId,
        commentId: entry.commentId,
        author: entry.authorId && authorName ? { id: entry.authorId, name: authorName } : null,
        before: entry.before,
        after: entry.after,
        reason: entry.reason,
        at: entry.createdAt.toISOString(),
      }));
      return { content, size: query.size, next: rows.length > query.size ? page.at(-1)!.entry.id : null };
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
