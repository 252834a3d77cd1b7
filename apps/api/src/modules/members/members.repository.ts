import type { Role } from '@vitrine/contract';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  events,
  mediaFiles,
  participations,
  publicationMedia,
  publications,
  users,
} from '../../db/schema.ts';
import { textSearch } from '../../lib/search.ts';
import type { MediaFile } from '../../media/media.service.ts';
import { reactionsRepository } from '../reactions/reactions.repository.ts';

export type MemberRow = typeof users.$inferSelect;

export function createMembersRepository(db: Db) {
  return {
    /**
     * The tenant's accounts, newest first; `q` matches name or e-mail, ignoring case and accents.
     * Without `role`, ADMINs and USERs.
     */
    async page(
      tenantId: number,
      options: { page: number; size: number; q?: string | undefined; role?: Role | undefined },
    ) {
      const where = and(
        eq(users.tenantId, tenantId),
        // Each anonymous visit is a GUEST account: listed only when asked for by name.
        options.role ? eq(users.role, options.role) : ne(users.role, 'GUEST'),
        textSearch(options.q, [users.name, users.email]),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(options.size)
          .offset(options.page * options.size),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Locks every ADMIN row of the tenant until the transaction ends and answers their ids. Any
     * change that could leave the tenant without an ADMIN takes this lock first, so two of them
     * run one after the other and the second sees the first one's result (a row demoted
     * meanwhile no longer matches when PostgreSQL re-checks it after the wait).
     */
    async lockAdmins(tx: Db, tenantId: number): Promise<number[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.role, 'ADMIN')))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async lockOne(tx: Db, tenantId: number, id: number): Promise<MemberRow | null> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
        .for('update');
      return row ?? null;
    },

    async setRole(tx: Db, id: number, role: Role): Promise<MemberRow> {
      const [row] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
      return row!;
    },

    /**
     * Deletes the account and what hangs on it. Seats are given back first, from the participation
     * rows this statement itself deleted, so a concurrent unparticipate cannot count twice. The
     * media rows of its picture and posts go in the same transaction; the caller removes the
     * files after the commit.
     */
    async remove(tx: Db, user: MemberRow): Promise<MediaFile[]> {
      const left = await tx
        .delete(participations)
        .where(eq(participations.userId, user.id))
        .returning({ eventId: participations.eventId });
      for (const { eventId } of left) {
        await tx
          .update(events)
          .set({ participantCount: sql`greatest(${events.participantCount} - 1, 0)` })
          .where(eq(events.id, eventId));
      }
      const postMedia = await tx
        .select({ file: mediaFiles })
        .from(publicationMedia)
        .innerJoin(publications, eq(publications.id, publicationMedia.publicationId))
        .innerJoin(mediaFiles, eq(mediaFiles.id, publicationMedia.mediaId))
        .where(eq(publications.authorId, user.id));
      const picture = user.imageId
        ? await tx.select().from(mediaFiles).where(eq(mediaFiles.id, user.imageId))
        : [];
      const files = [...postMedia.map((row) => row.file), ...picture];
      // The counts of the posts they liked or commented on lose what leaves with them.
      await reactionsRepository.forgetUser(tx, user.id);
      await tx.delete(users).where(eq(users.id, user.id));
      if (files.length > 0) {
        await tx.delete(mediaFiles).where(
          inArray(
            mediaFiles.id,
            files.map((file) => file.id),
          ),
        );
      }
      return files;
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
