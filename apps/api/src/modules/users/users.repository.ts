import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles, participations, users } from '../../db/schema.ts';
import type { TokenSubject } from '../../identity/token.service.ts';
import { mediaUrl } from '../../media/media.service.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const userWithImage = {
  user: users,
  imageKey: mediaFiles.key,
  imageVariants: mediaFiles.variants,
};

type UserWithImage = { user: UserRow; imageKey: string | null; imageVariants: number[] | null };

/** The claims a token carries for this user. */
export function tokenSubject({ user, imageKey, imageVariants }: UserWithImage): TokenSubject {
  return {
    id: user.id,
    role: user.role,
    name: user.name,
    email: user.role === 'GUEST' ? null : user.email,
    image:
      imageKey && imageVariants
        ? mediaUrl({ key: imageKey, variants: imageVariants, kind: 'IMAGE', contentType: 'image/webp' })
        : null,
    confirmed: user.confirmed,
  };
}

export function createUsersRepository(db: Db) {
  const selectUser = (database: Db = db) =>
    database.select(userWithImage).from(users).leftJoin(mediaFiles, eq(mediaFiles.id, users.imageId));

  return {
    async byEmail(tenantId: number, email: string, database: Db = db): Promise<UserWithImage | null> {
      const [row] = await selectUser(database)
        .where(and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, email.toLowerCase())))
        .limit(1);
      return row ?? null;
    },

    async byId(tenantId: number, id: number, database: Db = db): Promise<UserWithImage | null> {
      const [row] = await selectUser(database)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Inserts a user; null when the e-mail is already taken in this tenant (unique index). */
    async create(values: NewUser, database: Db = db): Promise<UserWithImage | null> {
      const [user] = await database.insert(users).values(values).onConflictDoNothing().returning();
      return user ? { user, imageKey: null, imageVariants: null } : null;
    },

    /**
     * Marks the address proven. `dropPassword`: the proof came from elsewhere (an OIDC provider), so
     * a password set before it was proven may belong to whoever pre-registered the address.
     */
    async markConfirmed(
      id: number,
      database: Db = db,
      options: { dropPassword?: boolean } = {},
    ): Promise<void> {
      await database
        .update(users)
        .set(options.dropPassword ? { confirmed: true, passwordHash: null } : { confirmed: true })
        .where(eq(users.id, id));
    },

    /** Subscribers (guests are not), newest first; with `eventId`, only that event's participants. */
    async page(tenantId: number, options: { page: number; size: number; eventId?: number }) {
      const where = and(eq(users.tenantId, tenantId), ne(users.role, 'GUEST'));
      if (options.eventId) {
        const joined = and(where, eq(participations.eventId, options.eventId));
        const [rows, [total]] = await Promise.all([
          db
            .select({ user: users })
            .from(users)
            .innerJoin(participations, eq(participations.userId, users.id))
            .where(joined)
            .orderBy(desc(participations.createdAt), desc(users.id))
            .limit(options.size)
            .offset(options.page * options.size),
          db
            .select({ value: count() })
            .from(users)
            .innerJoin(participations, eq(participations.userId, users.id))
            .where(joined),
        ]);
        return { rows: rows.map((row) => row.user), total: total?.value ?? 0 };
      }
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
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
