import {
  type Locale,
  type LoginRequest,
  type RegisterRequest,
  registrationRoleId,
  type TokenClaims,
  verificationCodeMaxAttempts,
  verificationCodeTtlMinutes,
} from '@vitrine/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import type { TokenService } from '../../identity/token.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import { tokenSubject, type UsersRepository } from '../users/users.repository.ts';
import { verificationCodeMail } from './auth.mail.ts';
import type { AuthRepository } from './auth.repository.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from './verification-code.ts';

const MINUTE = 60_000;
export const authLimits = {
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  loginPerIp: { limit: 30, windowMs: MINUTE },
  guestPerIp: { limit: 20, windowMs: 60 * MINUTE },
  resendInterval: MINUTE,
  codesPerHour: 5,
} as const;

/** The job key of a verification code's mail. */
export const codeMailKey = (codeId: number) => `verification-code:${codeId}`;

export interface AuthDeps {
  db: Db;
  users: UsersRepository;
  codes: AuthRepository;
  tokens: TokenService;
  mail: OutgoingMail;
  limiter: RateLimiter;
  codeSecret: Uint8Array;
  log: FastifyBaseLogger;
  changes: ChangeSeam;
}

export function createAuthService(deps: AuthDeps) {
  const { db, users, codes, tokens, mail, limiter, codeSecret } = deps;
  // Spent on unknown logins too, so a wrong e-mail costs what a wrong password costs.
  const decoyHash = hashPassword('vitrine-decoy-password');

  /**
   * A new code (the user's earlier ones retired) and its mail, queued in `database`'s transaction
   * under the code's id. Returns the mail's key.
   */
  async function queueCode(
    user: { id: number; email: string; name: string; locale: string },
    database: Db = db,
  ) {
    const code = newVerificationCode();
    const codeId = await codes.replaceCode(
      user.id,
      hashVerificationCode(codeSecret, user.id, code),
      new Date(Date.now() + verificationCodeTtlMinutes * MINUTE),
      database,
    );
    const key = codeMailKey(codeId);
    await mail.enqueue(
      verificationCodeMail(user.email, user.name, code, user.locale as Locale),
      key,
      database,
      {
        verificationCodeId: codeId,
      },
    );
    return key;
  }

  /** The caller acting on their own account (confirm, resend); anyone else is refused. */
  function requireSelf(principal: TokenClaims | null, userId: number) {
    if (!principal) throw new AppError(401, 'UNAUTHORIZED');
    if (principal.userId !== userId) throw new AppError(403, 'FORBIDDEN');
  }

  return {
    async register(tenant: Tenant, body: RegisterRequest, ip: string, locale: Locale) {
      if (body.roleId !== undefined && body.roleId !== registrationRoleId) {
        throw new AppError(403, 'ROLE_NOT_ALLOWED');
      }
      await enforceLimit(
        limiter,
        `register:${tenant.id}:${ip}`,
        authLimits.registerPerIp.limit,
        authLimits.registerPerIp.windowMs,
      );
      const passwordHash = await hashPassword(body.password);
      const row = await deps.changes.transaction(async (tx) => {
        const created = await users.create(
          {
            tenantId: tenant.id,
            email: body.login,
            passwordHash,
            role: 'USER',
            confirmed: false,
            name: body.name,
            cpf: body.cpf?.replace(/\D/g, '') ?? null,
            locale,
          },
          tx,
        );
        if (!created) throw new AppError(409, 'USER_ALREADY_EXISTS');
        await queueCode(created.user, tx);
        await tx.record('user.registered', tenant.id, {
          id: created.user.id,
          name: created.user.name,
          email: created.user.email,
          locale: created.user.locale,
        });
        return created;
      });
      return { token: await tokens.issue(tokenSubject(row), tenant.slug), codeDelivery: 'QUEUED' as const };
    },

    async confirm(tenant: Tenant, principal: TokenClaims | null, userId: number, code: string) {
      requireSelf(principal, userId);
      const row = await users.byId(tenant.id, userId);
      if (!row) throw new AppError(404, 'USER_NOT_FOUND');
      if (row.user.confirmed) throw new AppError(409, 'USER_ALREADY_CONFIRMED');
      const open = await codes.latestOpenCode(userId);
      if (!open || open.expiresAt.getTime() <= Date.now()) throw new AppError(400, 'CODE_EXPIRED');
      if (open.attempts >= verificationCodeMaxAttempts) throw new AppError(400, 'CODE_LOCKED');
      if (!verificationCodeMatches(codeSecret, userId, code, open.codeHash)) {
        const attempts = await codes.countWrongTry(open.id, verificationCodeMaxAttempts);
        const left = attempts === null ? 0 : verificationCodeMaxAttempts - attempts;
        if (left <= 0) throw new AppError(400, 'CODE_LOCKED');
        throw new AppError(400, 'CODE_INVALID', [left]);
      }
      await db.transaction(async (tx) => {
        if (!(await codes.consume(open.id, tx))) throw new AppError(400, 'CODE_EXPIRED');
        await users.markConfirmed(userId, tx);
      });
      // Their other devices' tokens hold the confirmed account's powers from the next request.
      tokens.forget(userId);
      // The unconfirmed token has done its job.
      if (principal) await tokens.revoke(principal, tenant.id);
      return {
        token: await tokens.issue(
          tokenSubject({ ...row, user: { ...row.user, confirmed: true } }),
          tenant.slug,
        ),
      };
    },

    async resend(tenant: Tenant, principal: TokenClaims | null, userId: number) {
      requireSelf(principal, userId);
      const row = await users.byId(tenant.id, userId);
      if (!row) throw new AppError(404, 'USER_NOT_FOUND');
      if (row.user.confirmed) throw new AppError(409, 'USER_ALREADY_CONFIRMED');
      // While the last code's mail waits for the SMTP server, asking again sends nothing new and
      // spends nothing: that code is still on its way.
      const open = await codes.latestOpenCode(userId);
      if (open && open.expiresAt.getTime() > Date.now() && (await mail.isQueued(codeMailKey(open.id)))) {
        mail.wake();
        return {
          message: 'Code on its way',
          codeDelivery: 'STILL_QUEUED' as const,
          resendAfter: authLimits.resendInterval / 1000,
        };
      }
      const now = Date.now();
      const recent = await codes.codesSince(userId, new Date(now - 60 * MINUTE));
      if (recent.latestAt && now - recent.latestAt.getTime() < authLimits.resendInterval) {
        const wait = Math.ceil((authLimits.resendInterval - (now - recent.latestAt.getTime())) / 1000);
        throw new AppError(429, 'RATE_LIMITED', [wait]);
      }
      if (recent.count >= authLimits.codesPerHour) throw new AppError(429, 'RATE_LIMITED', [3600]);
      await queueCode(row.user);
      return {
        message: 'Code queued',
        codeDelivery: 'QUEUED' as const,
        resendAfter: authLimits.resendInterval / 1000,
      };
    },

    async login(tenant: Tenant, body: LoginRequest, ip: string) {
      await enforceLimit(
        limiter,
        `login-ip:${tenant.id}:${ip}`,
        authLimits.loginPerIp.limit,
        authLimits.loginPerIp.windowMs,
      );
      // Wrong passwords slow down the client that sent them, not the account (login-throttle.ts).
      const throttle = createLoginThrottle(limiter);
      await throttle.check(tenant.id, body.login, ip);
      const row = await users.byEmail(tenant.id, body.login);
      const hash = row?.user.role !== 'GUEST' ? row?.user.passwordHash : null;
      const valid = await verifyPassword(body.password, hash ?? (await decoyHash));
      if (!row || !hash || !valid) {
        await throttle.failed(tenant.id, body.login, ip);
        throw new AppError(401, 'BAD_CREDENTIALS');
      }
      return { token: await tokens.issue(tokenSubject(row), tenant.slug) };
    },

    async logout(tenant: Tenant, principal: TokenClaims | null) {
      if (!principal) throw new AppError(401, 'UNAUTHORIZED');
      await tokens.revoke(principal, tenant.id);
    },

    async validate(tenant: Tenant, token: string) {
      const claims = await tokens.verify(token, tenant.slug);
      if (!claims) throw new AppError(401, 'UNAUTHORIZED');
      return claims;
    },

    /** A new guest identity: read-only everywhere (docs/ARCHITECTURE.md, 'Who may do what'). */
    async guest(tenant: Tenant, ip: string, locale: Locale) {
      await enforceLimit(
        limiter,
        `guest:${tenant.id}:${ip}`,
        authLimits.guestPerIp.limit,
        authLimits.guestPerIp.windowMs,
      );
      const row = await users.create({
        tenantId: tenant.id,
        email: `guest-${crypto.randomUUID()}@guest.invalid`,
        role: 'GUEST',
        confirmed: true,
        name: locale === 'en' ? 'Guest' : 'Visitante',
        locale,
      });
      if (!row) throw new AppError(500, 'INTERNAL_ERROR');
      return { token: await tokens.issue(tokenSubject(row), tenant.slug) };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
