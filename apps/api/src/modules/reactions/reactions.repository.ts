import type { NotificationType } from '@vitrine/contract';
import { and, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, publicationComments, publicationLikes, publications } from '../../db/schema.ts';
import type { AuthorColumns } from '../publications/publications.rows.ts';

/** A comment as its queries read it: author joined, dates as UTC text (µs for the cursor). */
export interface CommentRow extends AuthorColumns {
  id: number;
  publication_id: number;
  text: string;
  created: string;
  created_us: string;
  edited: boolean;
  hidden: boolean;
  hidden_reason: string | null;
}

/** Who reads a thread: hidden comments only for moderators and their own author. */
export interface CommentViewer {
  userId: number | null;
  moderator: boolean;
}
export const everyone: CommentViewer = { userId: null, moderator: false };

const shown = (viewer: CommentViewer) =>
  viewer.moderator
    ? sql``
    : viewer.userId === null
      ? sql`and c.hidden_at is null`
      : sql`and (c.hidden_at is null or c.author_id = ${viewer.userId})`;

/** What reacting to a post needs of it: who wrote it, where, its status and text. */
export type ReactablePost = Pick<
  typeof publications.$inferSelect,
  'id' | 'tenantId' | 'eventId' | 'authorId' | 'status' | 'description'
>;
const postColumns = {
  id: publications.id,
  tenantId: publications.tenantId,
  eventId: publications.eventId,
  authorId: publications.authorId,
  status: publications.status,
  description: publications.description,
};

export type StoredComment = typeof publicationComments.$inferSelect;

/** A keyset position in a thread: the last comment of the previous page. */
export interface ThreadCursor {
  createdAt: string;
  id: number;
}

const utc = (column: string, precision: 'US' | 'MS') =>
  sql.raw(`to_char(c.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${precision}"Z"')`);

const commentColumns = sql`c.id, c.publication_id, c.text, c.author_id,
  ${utc('created_at', 'MS')} as created, ${utc('created_at', 'US')} as created_us,
  c.edited_at is not null as edited, c.hidden_at is not null as hidden, c.hidden_reason,
  u.name as author_name, m.key as author_image_key, m.variants as author_image_variants,
  m.kind as author_image_kind, m.content_type as author_image_type`;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Likes and comments of posts; `db` may be a transaction. */
export const reactionsRepository = {
  /** Each post's latest `count` comments, oldest first, in one query. */
  async latestComments(
    db: Db,
    ids: number[],
    viewer: CommentViewer = everyone,
    count = 2,
  ): Promise<Map<number, CommentRow[]>> {
    const byPost = new Map<number, CommentRow[]>();
    if (ids.length === 0) return byPost;
    const rows = await rowsOf<CommentRow>(
      db,
      sql`select ${commentColumns}
        from publication p
        cross join lateral (
          select * from publication_comment c
          where c.publication_id = p.id ${shown(viewer)}
          order by c.created_at desc, c.id desc
          limit ${count}
        ) c
        join app_user u on u.id = c.author_id
        left join media_file m on m.id = u.image_id
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by c.publication_id, c.created_at, c.id`,
    );
    for (const row of rows) {
      const list = byPost.get(row.publication_id) ?? [];
      list.push(row);
      byPost.set(row.publication_id, list);
    }
    return byPost;
  },

  /** Which of these posts the user likes. */
  async likedBy(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: publicationLikes.publicationId })
      .from(publicationLikes)
      .where(and(eq(publicationLikes.userId, userId), inArray(publicationLikes.publicationId, ids)));
    return new Set(rows.map((row) => row.id));
  },

  /**
   * Adds or removes the user's like and moves the post's count with it, in `tx`: the count's row
   * lock orders concurrent likes of one post. `changed` false: it already was so.
   */
  async setLike(
    tx: Db,
    publicationId: number,
    userId: number,
    liked: boolean,
  ): Promise<{ changed: boolean; likes: number }> {
    const changed = liked
      ? await tx
          .insert(publicationLikes)
          .values({ publicationId, userId })
          .onConflictDoNothing()
          .returning({ id: publicationLikes.publicationId })
      : await tx
          .delete(publicationLikes)
          .where(and(eq(publicationLikes.publicationId, publicationId), eq(publicationLikes.userId, userId)))
          .returning({ id: publicationLikes.publicationId });
    const [row] = changed.length
      ? await tx
          .update(publications)
          .set({ likeCount: sql`${publications.likeCount} + ${liked ? 1 : -1}` })
          .where(eq(publications.id, publicationId))
          .returning({ likes: publications.likeCount })
      : await tx
          .select({ likes: publications.likeCount })
          .from(publications)
          .where(eq(publications.id, publicationId));
    return { changed: changed.length > 0, likes: row?.likes ?? 0 };
  },

  /** What watchers are told of a post's reactions: its event, counts and latest comments. */
  async counts(db: Db, publicationId: number) {
    const [row] = await db
      .select({
        eventId: publications.eventId,
        likes: publications.likeCount,
        commentCount: publications.commentCount,
      })
      .from(publications)
      .where(eq(publications.id, publicationId));
    return row ?? null;
  },

  /** The author's latest notification of this kind about the post since `since`, to be merged into. */
  async recentNotice(tx: Db, userId: number, type: NotificationType, publicationId: number, since: Date) {
    const [recent] = await tx
      .select({ id: notifications.id, args: notifications.args, createdAt: notifications.createdAt })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, type),
          eq(notifications.publicationId, publicationId),
          gt(notifications.createdAt, since),
        ),
      )
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    return recent ?? null;
  },

  /** Makes a merged notification new again, with its text's arguments. */
  async renewNotice(tx: Db, id: number, args: Record<string, string | number>) {
    await tx.update(notifications).set({ args, readAt: null }).where(eq(notifications.id, id));
  },

  /** How many people (the author aside) liked, or commented on, the post since `since`. */
  async peopleSince(
    tx: Db,
    publicationId: number,
    authorId: number,
    since: Date,
    kind: 'PUBLICATION_LIKED' | 'PUBLICATION_COMMENTED' | string,
  ): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      tx,
      kind === 'PUBLICATION_LIKED'
        ? sql`select count(*)::int as n from publication_like
            where publication_id = ${publicationId} and user_id <> ${authorId} and created_at >= ${since}`
        : sql`select count(distinct author_id)::int as n from publication_comment
            where publication_id = ${publicationId} and author_id <> ${authorId} and created_at >= ${since}`,
    );
    return row?.n ?? 0;
  },

  /** Moves the post's comment count by `delta`; its row lock orders concurrent comments. */
  async countComment(tx: Db, publicationId: number, delta: 1 | -1): Promise<number> {
    const [row] = await tx
      .update(publications)
      .set({ commentCount: sql`${publications.commentCount} + ${delta}` })
      .where(eq(publications.id, publicationId))
      .returning({ count: publications.commentCount });
    return row?.count ?? 0;
  },

  async comment(db: Db, id: number): Promise<CommentRow | null> {
    const [row] = await rowsOf<CommentRow>(
      db,
      sql`select ${commentColumns}
        from publication_comment c
        join app_user u on u.id = c.author_id
        left join media_file m on m.id = u.image_id
        where c.id = ${id}`,
    );
    return row ?? null;
  },

  /** A thread page, oldest first, after the cursor. */
  thread(
    db: Db,
    publicationId: number,
    viewer: CommentViewer,
    after: ThreadCursor | null,
    limit: number,
  ): Promise<CommentRow[]> {
    return rowsOf<CommentRow>(
      db,
      sql`select ${commentColumns}
        from publication_comment c
        join app_user u on u.id = c.author_id
        left join media_file m on m.id = u.image_id
        where c.publication_id = ${publicationId} ${shown(viewer)}
        ${after ? sql`and (c.created_at, c.id) > (${after.createdAt}::timestamptz, ${after.id})` : sql``}
        order by c.created_at, c.id
        limit ${limit}`,
    );
  },

  /**
   * Before an account goes: the counts of the posts it liked or commented on drop by what it leaves
   * (its likes and comments go with it by cascade).
   */
  async forgetUser(tx: Db, userId: number): Promise<void> {
    await tx.execute(sql`update publication p set like_count = greatest(p.like_count - 1, 0)
      from publication_like l where l.publication_id = p.id and l.user_id = ${userId}`);
    await tx.execute(sql`update publication p set comment_count = greatest(p.comment_count - gone.n, 0)
      from (select publication_id, count(*)::int as n from publication_comment
            where author_id = ${userId} group by publication_id) gone
      where gone.publication_id = p.id`);
  },

  async post(db: Db, tenantId: number, id: number): Promise<ReactablePost | null> {
    const [post] = await db
      .select(postColumns)
      .from(publications)
      .where(and(eq(publications.tenantId, tenantId), eq(publications.id, id)));
    return post ?? null;
  },

  /** The comment's row as stored, in the tenant. */
  async storedComment(db: Db, tenantId: number, id: number): Promise<StoredComment | null> {
    const [row] = await db
      .select()
      .from(publicationComments)
      .where(and(eq(publicationComments.tenantId, tenantId), eq(publicationComments.id, id)));
    return row ?? null;
  },

  /** A new comment; `term` (the word filter's match) holds it hidden. Returns its id. */
  async insertComment(
    tx: Db,
    values: { tenantId: number; publicationId: number; authorId: number; text: string },
    term: string | null,
  ): Promise<number> {
    const [row] = await tx
      .insert(publicationComments)
      .values({ ...values, ...(term && { hiddenAt: new Date(), flaggedTerm: term }) })
      .returning({ id: publicationComments.id });
    return row!.id;
  },

  /** The author's new text; `term` (the word filter's match) holds it hidden. */
  async editComment(tx: Db, commentId: number, text: string, term: string | null): Promise<void> {
    await tx
      .update(publicationComments)
      .set({ text, editedAt: new Date(), ...(term && { hiddenAt: new Date(), flaggedTerm: term }) })
      .where(eq(publicationComments.id, commentId));
  },

  /** Deletes the comment; what it was (whether it was hidden), or null when it was gone already. */
  async deleteComment(tx: Db, commentId: number): Promise<{ hiddenAt: Date | null } | null> {
    const [gone] = await tx
      .delete(publicationComments)
      .where(eq(publicationComments.id, commentId))
      .returning({ id: publicationComments.id, hiddenAt: publicationComments.hiddenAt });
    return gone ? { hiddenAt: gone.hiddenAt } : null;
  },
};
