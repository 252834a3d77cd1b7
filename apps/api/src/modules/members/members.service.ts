import { type Member, type Page, type Role, roles } from '@vitrine/contract';
import type { ChangeSeam, Tx } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import type { TokenService } from '../../identity/token.service.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { MediaService } from '../../media/media.service.ts';
import type { MemberRow, MembersRepository } from './members.repository.ts';

/** Roles a producer may hand out; a GUEST is an anonymous identity, never granted. */
const grantable: readonly Role[] = ['ADMIN', 'MODERATOR', 'USER'];

export function presentMember(row: MemberRow): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.role === 'GUEST' ? '' : row.email,
    role: row.role,
    confirmed: row.confirmed,
    creationDate: row.createdAt.toISOString(),
  };
}

/** `admin`, ` USER ` → the role; anything that is no role at all → ROLE_NOT_FOUND. */
function parseRole(text: string): Role {
  const role = text.trim().toUpperCase() as Role;
  if (!roles.includes(role)) throw new AppError(400, 'ROLE_NOT_FOUND', [text]);
  return role;
}

/**
 * The tenant's members for its producers. Role checks run against the database, not the token:
 * the auth plugin reads the caller's current role (token.service), so a demoted or removed member
 * is refused on their very next request.
 */
export function createMembersService(deps: {
  db: Db;
  members: MembersRepository;
  media: MediaService;
  changes: ChangeSeam;
  tokens: Pick<TokenService, 'forget'>;
}) {
  const { members, media, changes, tokens } = deps;

  /** Runs `work` holding the tenant's ADMIN rows; the caller must still be one of them. */
  const asAdmin = <T>(tenantId: number, actorId: number, work: (tx: Tx, admins: number[]) => Promise<T>) =>
    changes.transaction(async (tx) => {
      const admins = await members.lockAdmins(tx, tenantId);
      // Demoted by a concurrent request that committed first.
      if (!admins.includes(actorId)) throw new AppError(403, 'FORBIDDEN');
      return work(tx, admins);
    });

  return {
    async page(
      tenantId: number,
      query: { page: number; size: number; q?: string | undefined; role?: Role | undefined },
    ): Promise<Page<Member>> {
      const { rows, total } = await members.page(tenantId, query);
      return {
        content: rows.map(presentMember),
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        page: query.page,
        size: query.size,
      };
    },

    async changeRole(tenantId: number, actorId: number, id: number, requested: string): Promise<Member> {
      const role = parseRole(requested);
      if (!grantable.includes(role)) throw new AppError(403, 'ROLE_NOT_ALLOWED', [role]);
      const member = await asAdmin(tenantId, actorId, async (tx, admins) => {
        const user = await members.lockOne(tx, tenantId, id);
        if (!user) throw notFound('USER_NOT_FOUND', id);
        if (user.role === 'GUEST') throw new AppError(403, 'ROLE_NOT_ALLOWED', [role]);
        if (user.role === role) return presentMember(user);
        // An ADMIN whose address nobody has proved would hold the tenant's keys under any name.
        if (role === 'ADMIN' && !user.confirmed) throw new AppError(409, 'USER_NOT_CONFIRMED', [id]);
        if (user.role === 'ADMIN' && admins.length <= 1) throw new AppError(409, 'LAST_ADMIN');
        return presentMember(await members.setRole(tx, id, role));
      });
      // Their tokens act with the new role from the next request, on every node.
      tokens.forget(id);
      return member;
    },

    /** Removes the account (yourself too, while another ADMIN remains), then its files. */
    async remove(tenantId: number, actorId: number, id: number): Promise<void> {
      const files = await asAdmin(tenantId, actorId, async (tx, admins) => {
        const user = await members.lockOne(tx, tenantId, id);
        if (!user) throw notFound('USER_NOT_FOUND', id);
        if (user.role === 'ADMIN' && admins.length <= 1) throw new AppError(409, 'LAST_ADMIN');
        // Participant counts and approved posts are part of the public reads.
        await tx.record('member.changed', tenantId, { userId: id });
        return members.remove(tx, user);
      });
      tokens.forget(id);
      await media.removeFiles(files);
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
