import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, tenants, users } from '../../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function apiKeysRepository(db: Db) {
  return {
    /** The tenant's live keys, newest first, with their makers' names. */
    listLive(tenantId: number) {
      return db
        .select({ key: apiKeys, creatorName: users.name })
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.createdBy))
        .where(and(eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    /** Inserts the key unless the tenant already has `max` live ones (then null). */
    insertWithin(
      max: number,
      values: Pick<ApiKeyRow, 'tenantId' | 'name' | 'prefix' | 'keyHash' | 'scopes' | 'createdBy'>,
    ): Promise<ApiKeyRow | null> {
      return db.transaction(async (tx) => {
        // The tenant's row serializes concurrent creations, so the limit holds under a race.
        await tx
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.id, values.tenantId))
          .for('update');
        const [live] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.tenantId, values.tenantId), isNull(apiKeys.revokedAt)));
        if ((live?.n ?? 0) >= max) return null;
        const [inserted] = await tx.insert(apiKeys).values(values).returning();
        return inserted!;
      });
    },

    /** Marks a live key of the tenant revoked; undefined when there is none. */
    async revoke(tenantId: number, id: number) {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)))
        .returning({ createdBy: apiKeys.createdBy, keyHash: apiKeys.keyHash });
      return row;
    },
  };
}
