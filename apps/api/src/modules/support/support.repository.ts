import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportRequests } from '../../db/schema.ts';

export type SupportRow = typeof supportRequests.$inferSelect;
export type NewSupportRequest = Pick<
  typeof supportRequests.$inferInsert,
  'userId' | 'name' | 'email' | 'subject' | 'message'
>;

/** The SQL of the support requests; every statement is scoped by tenant. */
export const supportRepository = {
  async insert(tx: Db, tenantId: number, values: NewSupportRequest): Promise<number> {
    const [row] = await tx
      .insert(supportRequests)
      .values({ tenantId, ...values })
      .returning({ id: supportRequests.id });
    return row!.id;
  },

  /** Newest first; `handled` keeps only the handled (true) or the open (false) ones. */
  async page(db: Db, tenantId: number, query: { page: number; size: number; handled?: boolean | undefined }) {
    const where = and(
      eq(supportRequests.tenantId, tenantId),
      query.handled === undefined
        ? undefined
        : query.handled
          ? isNotNull(supportRequests.handledAt)
          : isNull(supportRequests.handledAt),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(supportRequests)
        .where(where)
        .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
        .limit(query.size)
        .offset(query.page * query.size),
      db.select({ value: count() }).from(supportRequests).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** Handled keeps when it first was; open again clears it. Null when the tenant has no such request. */
  async setHandled(db: Db, tenantId: number, id: number, handled: boolean): Promise<SupportRow | null> {
    const [row] = await db
      .update(supportRequests)
      .set({ handledAt: handled ? sql`coalesce(${supportRequests.handledAt}, now())` : null })
      .where(and(eq(supportRequests.tenantId, tenantId), eq(supportRequests.id, id)))
      .returning();
    return row ?? null;
  },
};
