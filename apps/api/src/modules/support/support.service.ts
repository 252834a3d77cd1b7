import type { Page, SupportMessage } from '@vitrine/contract';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportRequests } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

type SupportRow = typeof supportRequests.$inferSelect;

function present(row: SupportRow): SupportMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    creationDate: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
  };
}

/** The support requests sent through `POST user/help`, as the producer area's messages page sees them. */
export function createSupportService(db: Db) {
  return {
    async page(
      tenantId: number,
      query: { page: number; size: number; handled?: boolean | undefined },
    ): Promise<Page<SupportMessage>> {
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
      const totalElements = total?.value ?? 0;
      return {
        content: rows.map(present),
        totalElements,
        totalPages: Math.ceil(totalElements / query.size),
        page: query.page,
        size: query.size,
      };
    },

    /** Marks a message handled (keeping when it first was) or open again. */
    async setHandled(tenantId: number, id: number, handled: boolean): Promise<SupportMessage> {
      const [row] = await db
        .update(supportRequests)
        .set({ handledAt: handled ? sql`coalesce(${supportRequests.handledAt}, now())` : null })
        .where(and(eq(supportRequests.tenantId, tenantId), eq(supportRequests.id, id)))
        .returning();
      if (!row) throw notFound('CONTENT_NOT_FOUND', id);
      return present(row);
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
