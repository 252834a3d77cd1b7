import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export function createAuthRepository(db: Db) {
  return {
    /** Stores a new code and retires the user's earlier ones, so only the newest can confirm. */
    async replaceCode(userId: number, codeHash: string, expiresAt: Date, database: Db = db) {
      await database
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.consumedAt)));
      const [row] = await database
        .insert(verificationCodes)
        .values({ userId, codeHash, expiresAt })
        .returning({ id: verificationCodes.id });
      return row!.id;
    },

    /** Whether the code can still confirm: not used, not replaced, not expired. */
    async isOpen(codeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.id, codeId),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, new Date()),
          ),
        );
      return Boolean(row);
    },

    async latestOpenCode(userId: number): Promise<VerificationCodeRow | null> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.consumedAt)))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** Counts one wrong try atomically; the new count, or null once the limit was already reached. */
    async countWrongTry(codeId: number, maxAttempts: number): Promise<number | null> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, codeId), lt(verificationCodes.attempts, maxAttempts)))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts ?? null;
    },

    /** Marks the code used; false when another request used it first. */
    async consume(codeId: number, database: Db = db): Promise<boolean> {
      const rows = await database
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    /** Codes sent to the user since `since`, newest first: the resend limits read these. */
    async codesSince(userId: number, since: Date) {
      const [total] = await db
        .select({ value: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), gt(verificationCodes.createdAt, since)));
      const [latest] = await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(eq(verificationCodes.userId, userId))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return { count: total?.value ?? 0, latestAt: latest?.createdAt ?? null };
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
