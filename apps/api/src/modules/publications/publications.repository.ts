import type { PublicationStatus, PublicationType } from '@vitrine/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, mediaFiles, publicationMedia, publications } from '../../db/schema.ts';
import type { MediaFile } from '../../media/media.service.ts';
import type { FeedCursor, PostRow } from './publications.rows.ts';

export type { FeedCursor, PostRow } from './publications.rows.ts';
/** A post's row as stored. */
export type PublicationRecord = typeof publications.$inferSelect;

/**
 * One index range of the feed: a status, optionally only one author's posts; `visibleTo` leaves
 * out hidden posts but the ones of that author (a moderator's branches set no `visibleTo`: all).
 */
export interface FeedBranch {
  status: PublicationStatus;
  authorId?: number;
  visibleTo?: number | null;
}

const utc = (column: string, precision: 'US' | 'MS') =>
  sql.raw(`to_char(p.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${precision}"Z"')`);

/** The post columns plus the author, for the posts `page` (a subquery of ids) names. */
function selectPosts(page: SQL, where: SQL | undefined, limit: number | null) {
  return sql`
    select p.id, p.event_id, p.author_id, p.type, p.status, p.description, p.like_count, p.comment_count,
      p.hidden_at is not null as hidden, p.hidden_reason,
      ${utc('created_at', 'US')} as created_us, ${utc('created_at', 'MS')} as created,
      ${utc('updated_at', 'MS')} as updated,
      u.name as author_name, m.key as author_image_key, m.variants as author_image_variants,
      m.kind as author_image_kind, m.content_type as author_image_type
    from ${page} page
    join publication p on p.id = page.id
    join app_user u on u.id = p.author_id
    left join media_file m on m.id = u.image_id
    ${where ? sql`where ${where}` : sql``}
    order by p.created_at desc nulls last, p.id desc nulls last
    ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function publicationsRepository(db: Db) {
  return {
    async event(tenantId: number, eventId: number, database: Db = db) {
      const [row] = await database
        .select({ id: events.id, title: events.title })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * One page of a feed, newest first. Each branch is an ordered range of the feed index
     * (event, type, status, created_at desc, id desc), cut at the cursor and at `limit`; the
     * branches are then merged, so page 500 reads as few rows as page 1.
     */
    async feed(
      tenantId: number,
      eventId: number,
      type: PublicationType,
      branches: FeedBranch[],
      before: FeedCursor | null,
      limit: number,
    ): Promise<PostRow[]> {
      if (branches.length === 0) return [];
      // The feed index is `created_at DESC NULLS LAST, id DESC NULLS LAST` (drizzle's default): the
      // ORDER BY must say the same, or PostgreSQL sorts the whole feed instead of reading the index.
      // Both columns are NOT NULL, so the order itself is the same either way.
      const ranges = branches.map(
        (branch) => sql`(select id from publication
          where event_id = ${eventId} and type = ${type} and status = ${branch.status}
          ${branch.authorId === undefined ? sql`` : sql`and author_id = ${branch.authorId}`}
          ${
            branch.visibleTo === undefined
              ? sql``
              : branch.visibleTo === null
                ? sql`and hidden_at is null`
                : sql`and (hidden_at is null or author_id = ${branch.visibleTo})`
          }
          ${before ? sql`and (created_at, id) < (${before.createdAt}::timestamptz, ${before.id})` : sql``}
          order by created_at desc nulls last, id desc nulls last limit ${limit})`,
      );
      const page = sql`(${sql.join(ranges, sql` union all `)})`;
      return rowsOf<PostRow>(db, selectPosts(page, sql`p.tenant_id = ${tenantId}`, limit));
    },

    async byId(tenantId: number, id: number, database: Db = db): Promise<PostRow | null> {
      const page = sql`(select ${id}::integer as id)`;
      const where = sql`p.tenant_id = ${tenantId}`;
      const [row] = await rowsOf<PostRow>(database, selectPosts(page, where, 1));
      return row ?? null;
    },

    /** The media of these posts in order, in one query. */
    async media(ids: number[], database: Db = db): Promise<Map<number, MediaFile[]>> {
      const byPost = new Map<number, MediaFile[]>();
      if (ids.length === 0) return byPost;
      const rows = await database
        .select({ publicationId: publicationMedia.publicationId, file: mediaFiles })
        .from(publicationMedia)
        .innerJoin(mediaFiles, eq(mediaFiles.id, publicationMedia.mediaId))
        .where(inArray(publicationMedia.publicationId, ids))
        .orderBy(asc(publicationMedia.publicationId), asc(publicationMedia.position));
      for (const row of rows) {
        const list = byPost.get(row.publicationId) ?? [];
        list.push(row.file);
        byPost.set(row.publicationId, list);
      }
      return byPost;
    },

    /** The post row locked for a change within `tx`. */
    async lock(tx: Db, tenantId: number, id: number) {
      const [row] = await tx
        .select()
        .from(publications)
        .where(and(eq(publications.tenantId, tenantId), eq(publications.id, id)))
        .for('update');
      return row ?? null;
    },

    /** The post's status, locked for a decision within `tx`; null when the tenant has no such post. */
    async lockStatus(tx: Db, tenantId: number, id: number): Promise<PublicationStatus | null> {
      const [row] = await tx
        .select({ status: publications.status })
        .from(publications)
        .where(and(eq(publications.tenantId, tenantId), eq(publications.id, id)))
        .for('update');
      return row?.status ?? null;
    },

    /** Sets the status of a post locked in `tx`; the row as it now is. */
    async setStatus(tx: Db, id: number, status: PublicationStatus): Promise<PublicationRecord> {
      const [changed] = await tx
        .update(publications)
        .set({ status })
        .where(eq(publications.id, id))
        .returning();
      return changed!;
    },

    async insert(tx: Db, values: Omit<typeof publications.$inferInsert, 'id'>): Promise<number> {
      const [row] = await tx.insert(publications).values(values).returning({ id: publications.id });
      return row!.id;
    },

    /** The author's edit of a post locked in `tx`: its text, and back to analysis when asked. */
    async update(tx: Db, id: number, description: string, backToAnalysis: boolean): Promise<void> {
      await tx
        .update(publications)
        .set({
          description,
          updatedAt: sql`now()`,
          ...(backToAnalysis ? { status: 'ANALYSIS' as const } : {}),
        })
        .where(eq(publications.id, id));
    },

    async delete(tx: Db, id: number): Promise<void> {
      await tx.delete(publications).where(eq(publications.id, id));
    },

    /** Unlinks every medium of the post (the rows stay; `dropMedia` deletes them). */
    async unlinkMedia(tx: Db, publicationId: number): Promise<void> {
      await tx.delete(publicationMedia).where(eq(publicationMedia.publicationId, publicationId));
    },

    /** Deletes these media rows; their files are the caller's to remove after the commit. */
    async dropMedia(tx: Db, files: MediaFile[]): Promise<void> {
      if (files.length === 0) return;
      await tx.delete(mediaFiles).where(
        inArray(
          mediaFiles.id,
          files.map((file) => file.id),
        ),
      );
    },

    async link(tx: Db, publicationId: number, media: MediaFile[]) {
      if (media.length === 0) return;
      await tx
        .insert(publicationMedia)
        .values(media.map((file, position) => ({ publicationId, mediaId: file.id, position })));
    },
  };
}
export type PublicationsRepository = ReturnType<typeof publicationsRepository>;
