import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badges, users } from '../../db/schema.ts';

/** The SQL of the visitors' badges: one row per user, its code unique in the database. */
export const badgesRepository = {
  /** The user's phone, which the badge page asks for when it is missing. */
  async phone(db: Db, userId: number): Promise<string | null> {
    const [account] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    return account?.phone ?? null;
  },

  async codeOf(db: Db, userId: number): Promise<string | null> {
    const [row] = await db.select({ code: badges.code }).from(badges).where(eq(badges.userId, userId));
    return row?.code ?? null;
  },

  /** Nothing on conflict, whether the user already has a badge or the code is taken. */
  async insertIfFree(db: Db, tenantId: number, userId: number, code: string): Promise<void> {
    await db.insert(badges).values({ userId, tenantId, code }).onConflictDoNothing();
  },

  /** Throws the unique violation when the code is taken. */
  async setCode(db: Db, userId: number, code: string): Promise<void> {
    await db.update(badges).set({ code, createdAt: new Date() }).where(eq(badges.userId, userId));
  },

  /** The holder of a code in the tenant, if it is their current one. */
  async holder(db: Db, tenantId: number, code: string): Promise<number | null> {
    const [row] = await db
      .select({ userId: badges.userId })
      .from(badges)
      .where(and(eq(badges.tenantId, tenantId), eq(badges.code, code)))
      .limit(1);
    return row?.userId ?? null;
  },
};
