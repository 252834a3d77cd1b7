import type { ModerationAction, ReportReason } from '@vitrine/contract';
import { and, count, desc, eq, gt, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/** A post or comment as moderation reads it. */
export interface Item {
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

export interface QueueRow {
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

export interface MuteRow {
  userId: number;
  name: string;
  until: Date | null;
  reason: string;
  mutedBy: string | null;
  since: Date;
}

export interface LogQuery {
  publicationId?: number | undefined;
  commentId?: number | undefined;
  moderatorId?: number | undefined;
  action?: ModerationAction | undefined;
  day?: string | undefined;
  before?: number | undefined;
}

const activeMute = (userId: number) =>
  and(eq(userMutes.userId, userId), or(isNull(userMutes.until), gt(userMutes.until, new Date())));

const reportsOf = (item: Pick<Item, 'kind' | 'id'>) =>
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
const mutesWhere = (db: Db, where: SQL | undefined): Promise<MuteRow[]> =>
  db
    .select(muteColumns)
    .from(userMutes)
    .innerJoin(users, eq(users.id, userMutes.userId))
    .leftJoin(muter, eq(muter.id, userMutes.mutedBy))
    .where(where)
    .orderBy(desc(userMutes.createdAt));

/** The SQL of reports, hiding, mutes, the word filter and the moderation history, scoped by tenant. */
export const moderationRepository = {
  /** Writes one entry of the moderation history. */
  async record(tx: Db, entry: ModerationRecord): Promise<void> {
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
  },

  /** The end of the user's mute now (null: for good); undefined when they are not muted. */
  async activeMuteEnd(db: Db, userId: number): Promise<Date | null | undefined> {
    const [mute] = await db
      .select({ until: userMutes.until })
      .from(userMutes)
      .where(activeMute(userId))
      .limit(1);
    return mute ? mute.until : undefined;
  },

  /** The tenant's word filter terms. */
  async blockedWords(db: Db, tenantId: number): Promise<string[]> {
    const [row] = await db
      .select({ words: tenants.blockedWords })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return row?.words ?? [];
  },

  async setBlockedWords(db: Db, tenantId: number, words: string[]): Promise<void> {
    await db.update(tenants).set({ blockedWords: words }).where(eq(tenants.id, tenantId));
  },

  /** The tenant's open reports needed before an item is hidden pending review; null without a tenant. */
  async reportThreshold(tx: Db, tenantId: number): Promise<number | null> {
    const [tenant] = await tx
      .select({ threshold: tenants.reportThreshold })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return tenant?.threshold ?? null;
  },

  /** The post or comment, locked for the rest of `tx` (a comment with its post's event and status). */
  async lockItem(tx: Db, tenantId: number, kind: ItemKind, id: number): Promise<Item | null> {
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
  },

  /** Hides or shows the item locked in `tx`, moving its post's comment count for a comment. */
  async setHidden(tx: Db, item: Item, hidden: boolean, reason: string | null): Promise<void> {
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
  },

  /** A member's report of the item; false when they had reported it already. */
  async insertReport(
    tx: Db,
    item: Item,
    values: { reporterId: number; reason: ReportReason; text: string | null },
  ): Promise<boolean> {
    const [added] = await tx
      .insert(contentReports)
      .values({
        tenantId: item.tenantId,
        publicationId: item.publicationId,
        commentId: item.kind === 'comment' ? item.id : null,
        ...values,
      })
      .onConflictDoNothing()
      .returning({ id: contentReports.id });
    return Boolean(added);
  },

  async openReportCount(tx: Db, item: Item): Promise<number> {
    const [open] = await tx
      .select({ value: count() })
      .from(contentReports)
      .where(and(reportsOf(item), isNull(contentReports.resolvedAt)));
    return open?.value ?? 0;
  },

  /** Closes the item's open reports. */
  async resolveReports(tx: Db, item: Item): Promise<void> {
    await tx
      .update(contentReports)
      .set({ resolvedAt: new Date() })
      .where(and(reportsOf(item), isNull(contentReports.resolvedAt)));
  },

  /**
   * Posts in analysis, comments the word filter held and items with open reports, oldest first,
   * at most 100 of each, each row with the total of its kind.
   */
  async queue(db: Db, tenantId: number): Promise<QueueRow[]> {
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
    return rows.rows;
  },

  /** The tenant's open reports, with their reasons and texts. */
  openReports(db: Db, tenantId: number) {
    return db
      .select({
        publicationId: contentReports.publicationId,
        commentId: contentReports.commentId,
        reason: contentReports.reason,
        text: contentReports.text,
      })
      .from(contentReports)
      .where(and(eq(contentReports.tenantId, tenantId), isNull(contentReports.resolvedAt)));
  },

  /** The member's id and role in the tenant, or null. */
  async member(tx: Db, tenantId: number, userId: number) {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    return user ?? null;
  },

  /** The user's mute row if it is in force now. */
  async currentMute(tx: Db, userId: number) {
    const [row] = await tx.select().from(userMutes).where(activeMute(userId));
    return row ?? null;
  },

  /** Mutes the user, replacing any mute they had. */
  async upsertMute(
    tx: Db,
    userId: number,
    values: { tenantId: number; until: Date | null; reason: string; mutedBy: number; createdAt: Date },
  ): Promise<void> {
    await tx
      .insert(userMutes)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userMutes.userId, set: values });
  },

  /** Deletes the user's mute; the row it was, or null when there was none. */
  async deleteMute(tx: Db, userId: number) {
    const [gone] = await tx.delete(userMutes).where(eq(userMutes.userId, userId)).returning();
    return gone ?? null;
  },

  /** The user's mute row as the lists show it, whether or not it is still in force. */
  async muteOf(db: Db, userId: number): Promise<MuteRow | null> {
    const [row] = await mutesWhere(db, eq(userMutes.userId, userId));
    return row ?? null;
  },

  /** The user's mute as the lists show it, if it is in force now. */
  async activeMuteOf(db: Db, userId: number): Promise<MuteRow | null> {
    const [row] = await mutesWhere(db, activeMute(userId));
    return row ?? null;
  },

  /** The tenant's mutes in force now, newest first. */
  activeMutes(db: Db, tenantId: number): Promise<MuteRow[]> {
    return mutesWhere(
      db,
      and(eq(userMutes.tenantId, tenantId), or(isNull(userMutes.until), gt(userMutes.until, new Date()))),
    );
  },

  /** The history, newest first, filtered; at most `limit` entries with the moderator's and author's names. */
  log(db: Db, tenantId: number, query: LogQuery, limit: number) {
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
    return db
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
      .limit(limit);
  },
};
