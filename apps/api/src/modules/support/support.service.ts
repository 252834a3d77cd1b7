import type { Page, SupportMessage } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type SupportRow, supportRepository } from './support.repository.ts';

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
      const { rows, total: totalElements } = await supportRepository.page(db, tenantId, query);
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
      const row = await supportRepository.setHandled(db, tenantId, id, handled);
      if (!row) throw notFound('CONTENT_NOT_FOUND', id);
      return present(row);
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
