import type { Page, Subscriber, SupportRequest, TokenClaims } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import { supportRepository } from '../support/support.repository.ts';
import { supportRequestMail } from './users.mail.ts';
import type { UsersRepository } from './users.repository.ts';

export const helpLimit = { limit: 5, windowMs: 10 * 60_000 };

export function createUsersService(deps: {
  db: Db;
  users: UsersRepository;
  mail: OutgoingMail;
  limiter: RateLimiter;
  changes: ChangeSeam;
}) {
  const { users, mail, limiter, changes } = deps;
  return {
    /** Stored, with its mail to the tenant's support address queued in the same transaction. */
    async help(tenant: Tenant, principal: TokenClaims | null, body: SupportRequest, ip: string) {
      await enforceLimit(limiter, `help:${tenant.id}:${ip}`, helpLimit.limit, helpLimit.windowMs);
      // The mail's job wakes its sender after the commit.
      const stored = await changes.transaction(async (tx) => {
        const id = await supportRepository.insert(tx, tenant.id, {
          userId: principal?.userId ?? null,
          ...body,
        });
        if (tenant.supportEmail) {
          await mail.enqueue(supportRequestMail(tenant.supportEmail, body), `support-request:${id}`, tx);
        }
        return { id };
      });
      return { id: stored.id };
    },

    async subscribers(
      tenantId: number,
      query: { page: number; size: number; eventId?: number | undefined },
    ): Promise<Page<Subscriber>> {
      const { rows, total } = await users.page(tenantId, {
        page: query.page,
        size: query.size,
        ...(query.eventId ? { eventId: query.eventId } : {}),
      });
      return {
        content: rows.map((user) => ({
          id: user.id,
          email: user.email,
          role: user.role,
          creationDate: user.createdAt.toISOString(),
          personalData: { name: user.name },
        })),
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        page: query.page,
        size: query.size,
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
