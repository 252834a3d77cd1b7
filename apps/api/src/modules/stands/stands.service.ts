import { createHash, randomBytes } from 'node:crypto';
import {
  type InviteAcceptRequest,
  type InviteAcceptResponse,
  type InvitePreview,
  type InviteStatus,
  type Locale,
  type MyStand,
  pagePaths,
  type StandInvite,
  type StandInviteRequest,
  type StandTeam,
  standLimits,
  type TokenClaims,
} from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import type { TokenService } from '../../identity/token.service.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { localeOf } from '../../lib/locale.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import { tokenSubject, type UsersRepository } from '../users/users.repository.ts';
import { standInviteMail } from './stands.mail.ts';
import { type InviteRow, standTeamRepository as repository } from './stands.repository.ts';

const DAY_MS = 86_400_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes in base64url: the link's only secret. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface StandTeamDeps {
  db: Db;
  users: UsersRepository;
  tokens: TokenService;
  mail: OutgoingMail;
  publicUrl: string;
  changes: ChangeSeam;
}

function presentInvite(row: InviteRow, invitedBy: string | null, now = Date.now()): StandInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now,
    invitedBy,
  };
}

function statusOf(row: InviteRow, now = Date.now()): InviteStatus {
  if (row.acceptedAt) return 'USED';
  if (row.cancelledAt) return 'CANCELLED';
  return row.expiresAt.getTime() <= now ? 'EXPIRED' : 'OPEN';
}

/**
 * A stand's team: the organizer (ADMIN) invites OWNERs and STAFF by e-mail, an OWNER
 * invites and removes STAFF of their own stand; an invitation is a one-use link valid 7 days.
 */
export function createStandTeamService({ db, users, tokens, mail, publicUrl, changes }: StandTeamDeps) {
  // Mail queued in a unit wakes its sender after the commit.
  const transaction = changes.transaction.bind(changes);

  /** The stand of the tenant and the caller's powers over its team. */
  async function access(tenantId: number, exhibitorId: number, principal: TokenClaims) {
    const stand = await repository.stand(db, tenantId, exhibitorId);
    if (!stand) throw notFound('EXHIBITOR_NOT_FOUND', exhibitorId);
    const admin = principal.role === 'ADMIN';
    const role = await repository.roleOf(db, exhibitorId, principal.userId);
    return { stand, admin, role };
  }

  return {
    /** ADMIN: any role; the stand's OWNER: STAFF. */
    async invite(tenant: Tenant, exhibitorId: number, principal: TokenClaims, body: StandInviteRequest) {
      const { stand, admin, role } = await access(tenant.id, exhibitorId, principal);
      if (!admin && role !== 'OWNER') throw new AppError(403, 'FORBIDDEN');
      if (!admin && body.role !== 'STAFF') throw new AppError(403, 'ROLE_NOT_ALLOWED', [body.role]);
      const invitee = await repository.userByEmail(db, tenant.id, body.email);
      if (invitee?.role === 'GUEST') throw new AppError(409, 'USER_ALREADY_EXISTS');
      if (invitee && (await repository.roleOf(db, exhibitorId, invitee.id))) {
        throw new AppError(409, 'STAND_MEMBER_EXISTS', [body.email]);
      }
      const inviter = await users.byId(tenant.id, principal.userId);
      const token = randomBytes(32).toString('base64url');
      const row = await transaction(async (tx) => {
        await repository.cancelOpen(tx, exhibitorId, body.email);
        const created = await repository.insertInvite(tx, {
          tenantId: tenant.id,
          exhibitorId,
          email: body.email,
          role: body.role,
          tokenHash: hashToken(token),
          invitedBy: principal.userId,
          expiresAt: new Date(Date.now() + standLimits.inviteDays * DAY_MS),
        });
        const message = standInviteMail({
          to: body.email,
          // The invitee's own language when they have an account, else the inviter's.
          locale: localeOf(invitee?.locale ?? inviter?.user.locale),
          inviter: inviter?.user.name ?? tenant.name,
          stand: stand.title,
          event: stand.eventTitle,
          role: body.role,
          link: `${publicUrl}${pagePaths.invite(token)}`,
        });
        await mail.enqueue(message, `stand-invite:${created.id}`, tx);
        return created;
      });
      return presentInvite(row, inviter?.user.name ?? null);
    },

    /** The team and open invitations: for the ADMIN and the stand's own team. */
    async team(tenantId: number, exhibitorId: number, principal: TokenClaims): Promise<StandTeam> {
      const { stand, admin, role } = await access(tenantId, exhibitorId, principal);
      if (!admin && !role) throw new AppError(403, 'FORBIDDEN');
      const [members, invites] = await Promise.all([
        repository.members(db, exhibitorId),
        repository.openInvites(db, exhibitorId),
      ]);
      return {
        exhibitorId,
        members: members.map((m) => ({ ...m, since: m.since.toISOString() })),
        invites: invites.map((row) => presentInvite(row.invite, row.invitedBy)),
        publishWithoutReview: stand.publishWithoutReview,
      };
    },

    /** ADMIN: anyone of the team; the stand's OWNER: its STAFF. */
    async remove(tenantId: number, exhibitorId: number, principal: TokenClaims, userId: number) {
      const { admin, role } = await access(tenantId, exhibitorId, principal);
      if (!admin && role !== 'OWNER') throw new AppError(403, 'FORBIDDEN');
      const target = await repository.roleOf(db, exhibitorId, userId);
      if (!target) throw notFound('USER_NOT_FOUND', userId);
      if (!admin && target !== 'STAFF') throw new AppError(403, 'ROLE_NOT_ALLOWED', [target]);
      await repository.leave(db, exhibitorId, userId);
    },

    /** Withdraws an open invitation (its link stops working): who may invite that role. */
    async cancelInvite(tenantId: number, exhibitorId: number, principal: TokenClaims, inviteId: number) {
      const { admin, role } = await access(tenantId, exhibitorId, principal);
      if (!admin && role !== 'OWNER') throw new AppError(403, 'FORBIDDEN');
      const invite = await repository.inviteById(db, exhibitorId, inviteId);
      if (!invite || statusOf(invite) === 'USED' || statusOf(invite) === 'CANCELLED') {
        throw notFound('INVITE_NOT_FOUND', inviteId);
      }
      if (!admin && invite.role !== 'STAFF') throw new AppError(403, 'ROLE_NOT_ALLOWED', [invite.role]);
      await repository.cancel(db, inviteId);
    },

    /** The stands the caller is on. */
    async mine(tenantId: number, userId: number): Promise<MyStand[]> {
      return repository.standsOf(db, tenantId, userId);
    },

    /** What an invitation link is for; another tenant's or an unknown token is a 404. */
    async preview(tenantId: number, token: string): Promise<InvitePreview> {
      const found = tokenPattern.test(token) ? await repository.inviteByHash(db, hashToken(token)) : null;
      if (!found || found.invite.tenantId !== tenantId) throw notFound('INVITE_NOT_FOUND');
      const { invite } = found;
      return {
        status: statusOf(invite),
        email: invite.email,
        role: invite.role,
        exhibitorId: invite.exhibitorId,
        exhibitorTitle: found.exhibitorTitle,
        eventTitle: found.eventTitle,
        expiresAt: invite.expiresAt.toISOString(),
        accountExists: (await repository.userByEmail(db, tenantId, invite.email)) !== null,
      };
    },

    /**
     * Joins the team: signed in with the invited address (the link proves it, so an unconfirmed
     * account is confirmed by it), or with `{ name, password }` for a new, confirmed account.
     */
    async accept(
      tenant: Tenant,
      token: string,
      principal: TokenClaims | null,
      body: InviteAcceptRequest,
      locale: Locale,
    ): Promise<InviteAcceptResponse> {
      if (!tokenPattern.test(token)) throw notFound('INVITE_NOT_FOUND');
      if (principal?.role === 'GUEST') throw new AppError(403, 'FORBIDDEN');
      if (!principal && (body.name === undefined || body.password === undefined)) {
        throw new AppError(401, 'UNAUTHORIZED');
      }
      const passwordHash = principal ? null : await hashPassword(body.password!);
      const result = await transaction(async (tx) => {
        const found = await repository.inviteByHash(tx, hashToken(token), { lock: true });
        if (!found || found.invite.tenantId !== tenant.id) throw notFound('INVITE_NOT_FOUND');
        const { invite } = found;
        const status = statusOf(invite);
        if (status === 'USED') throw new AppError(409, 'INVITE_USED');
        if (status !== 'OPEN') throw new AppError(410, 'INVITE_EXPIRED');

        let userId: number;
        let confirmedNow = false;
        let created: Awaited<ReturnType<UsersRepository['create']>> = null;
        if (principal) {
          const account = await repository.userById(tx, tenant.id, principal.userId);
          if (!account) throw new AppError(401, 'UNAUTHORIZED');
          if (account.email.toLowerCase() !== invite.email.toLowerCase()) {
            throw new AppError(403, 'INVITE_WRONG_ACCOUNT', [invite.email]);
          }
          if (!account.confirmed) {
            await users.markConfirmed(account.id, tx);
            confirmedNow = true;
          }
          userId = account.id;
        } else {
          created = await users.create(
            {
              tenantId: tenant.id,
              email: invite.email,
              passwordHash,
              role: 'USER',
              confirmed: true,
              name: body.name!,
              locale,
            },
            tx,
          );
          // Someone has the address already: they sign in first, then accept.
          if (!created) throw new AppError(409, 'USER_ALREADY_EXISTS');
          userId = created.user.id;
        }
        await repository.join(tx, {
          exhibitorId: invite.exhibitorId,
          userId,
          tenantId: tenant.id,
          role: invite.role,
        });
        await repository.markAccepted(tx, invite.id, userId);
        return { invite, userId, confirmedNow, created };
      });
      if (result.confirmedNow) tokens.forget(result.userId);
      const response: InviteAcceptResponse = {
        exhibitorId: result.invite.exhibitorId,
        role: result.invite.role,
      };
      if (result.created) response.token = await tokens.issue(tokenSubject(result.created), tenant.slug);
      return response;
    },
  };
}
export type StandTeamService = ReturnType<typeof createStandTeamService>;
