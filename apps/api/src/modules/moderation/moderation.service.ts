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
import { and, count, desc, eq, gt, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import {
  contentReports,
  moderationActions,
  publicationComments,
  publications,
  tenants,
  userMutes,
  users,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { invalidField } from '../../lib/form-json.ts';
import { cleanTerms } from '../../lib/word-filter.ts';

export type ItemKind = 'publication' | 'comment';

/** A decision to record in the moderation history, in the caller's transaction. */
export interface ModerationRecord {
  tenantId: number;
  moderatorId: number | null;
  action: ModerationAction;
  publicationId: number | null;
  commentId?: number | null;
  authorId: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason?: string | null;
}

/** Writes one entry of the moderation history. */
export async function recordModeration(tx: Db, entry: ModerationRecord): Promise<void> {
  await tx.insert(moderationActions).values({
    tenantId: entry.tenantId,
    moderatorId: entry.moderatorId,
    action: entry.action,
    publicationId: entry.publicationId,
    commentId: entry.commentId ?? null,
    authorId: entry.authorId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
  });
}

const activeMute = (userId: number) =>
  and(eq(userMutes.userId, userId), or(isNull(userMutes.until), gt(userMutes.until, new Date())));

/**
 * A muted member's writes (posting, commenting, liking, reporting) are refused with `USER_MUTED`
 * and the end of the mute (null: for good) — checked by each of those services first.
 */
export async function ensureNotMuted(db: Db, userId: number): Promise<void> {
  const [mute] = await db
    .select({ until: userMutes.until })
    .from(userMutes)
    .where(activeMute(userId))
    .limit(1);
  if (mute) throw new AppError(403, 'USER_MUTED', [mute.until?.toISOString() ?? null]);
}

/** The tenant's word filter terms. */
export async function blockedWords(db: Db, tenantId: number): Promise<string[]> {
  const [row] = await db
    .select({ words: tenants.blockedWords })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.words ?? [];
}

interface QueueRow {
  kind: ItemKind;
  id: number;
  publication_id: number;
  event_id: number;
  why: 'ANALYSIS' | 'HELD' | 'REPORTED';
  text: string;
  author_id: number;
  author_name: string;
  created: string;
  hidden: boolean;
  flagged_term: string | null;
  total: number | string;
}

/** A post or comment as moderation reads it, locked in `tx`. */
interface Item {
  kind: ItemKind;
  id: number;
  tenantId: number;
  publicationId: number;
  eventId: number;
  authorId: number;
  text: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  /** A post: its status (only APPROVED ones are reported); a comment: its post's. */
  status: string;
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

  async function lockItem(tx: Db, tenantId: number, kind: ItemKind, id: number): Promise<Item | null> {
    if (kind === 'publication') {
      const [row] = await tx
        .select()
        .from(publications)
        .where(and(eq(publications.tenantId, tenantId), eq(publications.id, id)))
        .for('update');
      return row
        ? {
            kind,
            id,
            tenantId,
            publicationId: id,
            eventId: row.eventId,
            authorId: row.authorId,
            text: row.description,
            hiddenAt: row.hiddenAt,
            hiddenReason: row.hiddenReason,
            status: row.status,
          }
        : null;
    }
    const [row] = await tx
      .select({ comment: publicationComments, eventId: publications.eventId, status: publications.status })
      .from(publicationComments)
      .innerJoin(publications, eq(publications.id, publicationComments.publicationId))
      .where(and(eq(publicationComments.tenantId, tenantId), eq(publicationComments.id, id)))
      .for('update', { of: publicationComments });
    return row
      ? {
          kind,
          id,
          tenantId,
          publicationId: row.comment.publicationId,
          eventId: row.eventId,
          authorId: row.comment.authorId,
          text: row.comment.text,
          hiddenAt: row.comment.hiddenAt,
          hiddenReason: row.comment.hiddenReason,
          status: row.status,
        }
      : null;
  }

  const notFoundOf = (kind: ItemKind, id: number) =>
    notFound(kind === 'publication' ? 'PUBLICATION_NOT_FOUND' : 'COMMENT_NOT_FOUND', id);

  /** Hides or shows the item in `tx`, moving its post's comment count for a comment. */
  async function setHidden(tx: Db, item: Item, hidden: boolean, reason: string | null) {
    const values = { hiddenAt: hidden ? new Date() : null, hiddenReason: hidden ? reason : null };
    if (item.kind === 'publication') {
      await tx.update(publications).set(values).where(eq(publications.id, item.id));
      return;
    }
    await tx.update(publicationComments).set(values).where(eq(publicationComments.id, item.id));
    const [post] = await tx.select().from(publications).where(eq(publications.id, item.publicationId));
    await tx
      .update(publications)
      .set({ commentCount: Math.max((post?.commentCount ?? 0) + (hidden ? -1 : 1), 0) })
      .where(eq(publications.id, item.publicationId));
  }

  const reportsOf = (item: Item) =>
    item.kind === 'publication'
      ? and(eq(contentReports.publicationId, item.id), isNull(contentReports.commentId))
      : eq(contentReports.commentId, item.id);

  const muter = alias(users, 'muter');
  const muteColumns = {
    userId: userMutes.userId,
    name: users.name,
    until: userMutes.until,
    reason: userMutes.reason,
    mutedBy: muter.name,
    since: userMutes.createdAt,
  };
  const presentMute = (row: {
    userId: number;
    name: string;
    until: Date | null;
    reason: string;
    mutedBy: string | null;
    since: Date;
  }): Mute => ({
    ...row,
    until: row.until?.toISOString() ?? null,
    since: row.since.toISOString(),
  });
  const mutesWhere = (where: SQL | undefined) =>
    db
      .select(muteColumns)
      .from(userMutes)
      .innerJoin(users, eq(users.id, userMutes.userId))
      .leftJoin(muter, eq(muter.id, userMutes.mutedBy))
      .where(where)
      .orderBy(desc(userMutes.createdAt));

  /** The member of the tenant a moderator acts on; those who moderate are not muted. */
  async function mutable(tx: Db, tenantId: number, userId: number) {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
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
      const rows = (await db.execute(sql`
        with pending as (
          select 'publication' as kind, p.id, p.id as publication_id, p.event_id, 'ANALYSIS' as why,
            p.description as text, p.author_id, p.created_at, p.hidden_at is not null as hidden, p.flagged_term
          from publication p where p.tenant_id = ${tenantId} and p.status = 'ANALYSIS'
          union all
          select 'comment', c.id, c.publication_id, p.event_id, 'HELD', c.text, c.author_id, c.created_at,
            true, c.flagged_term
          from publication_comment c join publication p on p.id = c.publication_id
          where c.tenant_id = ${tenantId} and c.hidden_at is not null and c.flagged_term is not null
          union all
          select distinct on (r.comment_id, r.publication_id)
            case when r.comment_id is null then 'publication' else 'comment' end,
            coalesce(r.comment_id, r.publication_id), r.publication_id, p.event_id, 'REPORTED',
            coalesce(c.text, p.description), coalesce(c.author_id, p.author_id), min(r.created_at) over w,
            coalesce(c.hidden_at, p.hidden_at) is not null, coalesce(c.flagged_term, p.flagged_term)
          from content_report r
          join publication p on p.id = r.publication_id
          left join publication_comment c on c.id = r.comment_id
          where r.tenant_id = ${tenantId} and r.resolved_at is null
          window w as (partition by r.comment_id, r.publication_id)
        ),
        ranked as (
          select pending.*, row_number() over (partition by why order by created_at, id) as n,
            count(*) over (partition by why) as total
          from pending
        )
        select ranked.*, u.name as author_name,
          to_char(ranked.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created
        from ranked join app_user u on u.id = ranked.author_id
        where n <= 100
        order by created_at, id`)) as unknown as { rows: QueueRow[] };
      const reported = rows.rows.filter((row) => row.why === 'REPORTED');
      const reports = reported.length
        ? await db
            .select({
              publicationId: contentReports.publicationId,
              commentId: contentReports.commentId,
              reason: contentReports.reason,
              text: contentReports.text,
            })
            .from(contentReports)
            .where(and(eq(contentReports.tenantId, tenantId), isNull(contentReports.resolvedAt)))
        : [];
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
      const total = (why: string) => Number(rows.rows.find((row) => row.why === why)?.total ?? 0);
      return {
        counts: { analysis: total('ANALYSIS'), held: total('HELD'), reported: total('REPORTED') },
        items: rows.rows.map((row) => ({
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
      await db.update(tenants).set({ blockedWords: words }).where(eq(tenants.id, tenantId));
      return { words };
    },

    /** Mutes a member until a time or for good; the history keeps it with its reason. */
    async mute(tenantId: number, principal: TokenClaims, userId: number, body: MuteRequest): Promise<Mute> {
      const until = body.until ? new Date(body.until) : null;
      if (until && until.getTime() <= Date.now()) throw invalidField('body.until', 'must be in the future');
      await transaction(async (tx) => {
        await mutable(tx, tenantId, userId);
        const [before] = await tx.select().from(userMutes).where(activeMute(userId));
        const values = {
          tenantId,
          until,
          reason: body.reason,
          mutedBy: principal.userId,
          createdAt: new Date(),
        };
        await tx
          .insert(userMutes)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: userMutes.userId, set: values });
        await recordModeration(tx, {
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
      const [row] = await mutesWhere(eq(userMutes.userId, userId));
      return presentMute(row!);
    },

    /** Lifts a member's mute (idempotent); the history keeps it. */
    async unmute(tenantId: number, principal: TokenClaims, userId: number): Promise<void> {
      await transaction(async (tx) => {
        await mutable(tx, tenantId, userId);
        const [gone] = await tx.delete(userMutes).where(eq(userMutes.userId, userId)).returning();
        if (!gone) return;
        await recordModeration(tx, {
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
      const rows = await mutesWhere(
        and(eq(userMutes.tenantId, tenantId), or(isNull(userMutes.until), gt(userMutes.until, new Date()))),
      );
      return rows.map(presentMute);
    },

    /** The caller's own mute now, if any (for the banner that says why). */
    async myMute(userId: number): Promise<Mute | null> {
      const [row] = await mutesWhere(activeMute(userId));
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
        const item = await lockItem(tx, tenantId, kind, id);
        // Only what the reporter can see: approved, and not hidden (unless their own).
        if (item?.status !== 'APPROVED' || (item.hiddenAt && item.authorId !== principal.userId)) {
          throw notFoundOf(kind, id);
        }
        const [added] = await tx
          .insert(contentReports)
          .values({
            tenantId,
            publicationId: item.publicationId,
            commentId: kind === 'comment' ? id : null,
            reporterId: principal.userId,
            reason: body.reason,
            text: body.text || null,
          })
          .onConflictDoNothing()
          .returning({ id: contentReports.id });
        if (!added) throw new AppError(409, 'ALREADY_REPORTED', [kind, id]);
        if (item.hiddenAt) return { item, hidden: true };
        const [open] = await tx
          .select({ value: count() })
          .from(contentReports)
          .where(and(reportsOf(item), isNull(contentReports.resolvedAt)));
        const [tenant] = await tx
          .select({ threshold: tenants.reportThreshold })
          .from(tenants)
          .where(eq(tenants.id, tenantId));
        const reports = open?.value ?? 0;
        if (reports < (tenant?.threshold ?? 3)) return { item, hidden: false };
        await setHidden(tx, item, true, null);
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
        const item = await lockItem(tx, tenantId, kind, id);
        if (!item) throw notFoundOf(kind, id);
        const wasHidden = item.hiddenAt !== null;
        await tx
          .update(contentReports)
          .set({ resolvedAt: new Date() })
          .where(and(reportsOf(item), isNull(contentReports.resolvedAt)));
        if (wasHidden === body.hidden) return;
        await setHidden(tx, item, body.hidden, reason);
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
      const moderator = alias(users, 'moderator');
      const author = alias(users, 'author');
      const conditions: SQL[] = [eq(moderationActions.tenantId, tenantId)];
      if (query.publicationId) conditions.push(eq(moderationActions.publicationId, query.publicationId));
      if (query.commentId) conditions.push(eq(moderationActions.commentId, query.commentId));
      if (query.moderatorId) conditions.push(eq(moderationActions.moderatorId, query.moderatorId));
      if (query.action) conditions.push(eq(moderationActions.action, query.action));
      if (query.day) {
        const start = new Date(`${query.day}T00:00:00Z`);
        conditions.push(gte(moderationActions.createdAt, start));
        conditions.push(lt(moderationActions.createdAt, new Date(start.getTime() + 86_400_000)));
      }
      if (query.before) conditions.push(lt(moderationActions.id, query.before));
      const rows = await db
        .select({
          entry: moderationActions,
          moderatorName: moderator.name,
          authorName: author.name,
        })
        .from(moderationActions)
        .leftJoin(moderator, eq(moderator.id, moderationActions.moderatorId))
        .leftJoin(author, eq(author.id, moderationActions.authorId))
        .where(and(...conditions))
        .orderBy(desc(moderationActions.id))
        .limit(query.size + 1);
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
