import { apiKeyLimits, type Role, type TokenClaims } from '@vitrine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { KeyGrant } from '../identity/api-keys.ts';
import { scopeOf } from '../identity/scopes.ts';
import type { TokenService } from '../identity/token.service.ts';
import { AppError } from '../lib/app-error.ts';
import { enforceLimit, type RateLimiter } from '../lib/rate-limit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's token claims, or null when no token was sent. */
    principal: TokenClaims | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/**
 * What an API key's caller is to the handlers: the ADMIN who made the key, confirmed, with no
 * session (`jti` names the key). Only routes of the key's scopes get this far (`routeScopes`).
 */
function keyPrincipal(grant: KeyGrant, tenant: string): TokenClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    userId: grant.userId,
    role: 'ADMIN',
    name: grant.userName,
    email: null,
    image: null,
    confirmed: true,
    tenant,
    jti: `api-key:${grant.keyId}`,
    iat: now,
    exp: now + 60,
  };
}

/**
 * Reads `Authorization: Bearer` on tenant-scoped routes. A token that is malformed, expired,
 * revoked or of another tenant is a 401 on every such route, even one anonymous users may read.
 * An API key (`vtr_…`, checked with its tenant by the tenant plugin) reaches only the routes of
 * its scopes, 403 SCOPE_REQUIRED elsewhere, within its own rate limit.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { tokens: TokenService; keyLimiter: RateLimiter; touchKey(keyId: number): Promise<void> },
  ) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      if (!request.tenant) return;
      const grant = request.apiKey;
      if (grant) {
        const method = request.method === 'HEAD' ? 'GET' : request.method;
        const params = (request.params ?? {}) as Record<string, string>;
        const scope = scopeOf(method, request.routeOptions.url ?? '', params);
        if (!scope || !grant.scopes.includes(scope)) throw new AppError(403, 'SCOPE_REQUIRED', [scope]);
        await enforceLimit(
          options.keyLimiter,
          `api-key:${grant.keyId}`,
          apiKeyLimits.requestsPerMinute,
          60_000,
        );
        request.principal = keyPrincipal(grant, request.tenant.slug);
        options
          .touchKey(grant.keyId)
          .catch((error: unknown) => request.log.warn({ err: error }, 'api key use not recorded'));
        return;
      }
      const header = request.headers.authorization;
      if (!header) return;
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError(401, 'UNAUTHORIZED');
      const claims = await options.tokens.verify(token, request.tenant.slug);
      if (!claims) throw new AppError(401, 'UNAUTHORIZED');
      request.principal = claims;
    });
  },
  { name: 'auth', dependencies: ['tenant'] },
);

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The caller, who must be signed in with one of `roles` (any role when empty).
 *
 * An unconfirmed account writes nothing and holds no role's powers, whatever its role says:
 * so a role check, or any write made as the caller, also needs a confirmed account.
 * Only reading one's own things is left to it; confirm, resend and logout check the caller
 * themselves and never come here.
 */
export function requirePrincipal(request: FastifyRequest, ...roles: Role[]): TokenClaims {
  const { principal } = request;
  if (!principal) throw new AppError(401, 'UNAUTHORIZED');
  if (roles.length > 0 && !roles.includes(principal.role)) throw new AppError(403, 'FORBIDDEN');
  if (!principal.confirmed && (roles.length > 0 || !safeMethods.has(request.method))) {
    throw new AppError(403, 'CONFIRMATION_REQUIRED');
  }
  return principal;
}

/** A signed-in, confirmed USER, MODERATOR or ADMIN: who may write. */
export function requireConfirmedMember(request: FastifyRequest): TokenClaims {
  return requirePrincipal(request, 'USER', 'MODERATOR', 'ADMIN');
}

/** A confirmed MODERATOR or ADMIN: who moderates the feeds. */
export function requireModerator(request: FastifyRequest): TokenClaims {
  return requirePrincipal(request, 'MODERATOR', 'ADMIN');
}

/** Whether the caller moderates the feeds: a confirmed MODERATOR or ADMIN. */
export const moderates = (principal: TokenClaims | null | undefined) =>
  Boolean(principal?.confirmed && (principal.role === 'ADMIN' || principal.role === 'MODERATOR'));

/**
 * Route hook (`onRequest: adminOnly`): only an ADMIN of the tenant gets further, decided before
 * the body is read or judged (a stranger's upload is never received, and learns nothing from a 400).
 */
export const adminOnly = async (request: FastifyRequest) => {
  requirePrincipal(request, 'ADMIN');
};

/** Route hook (`onRequest: moderatorsOnly`): a MODERATOR or ADMIN, decided before the body is read. */
export const moderatorsOnly = async (request: FastifyRequest) => {
  requireModerator(request);
};

/** Route hook (`onRequest: confirmedMembersOnly`): the same decided early for members' writes. */
export const confirmedMembersOnly = async (request: FastifyRequest) => {
  requireConfirmedMember(request);
};
