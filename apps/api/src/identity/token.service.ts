import { randomUUID } from 'node:crypto';
import { type Role, type TokenClaims, tokenClaimsSchema } from '@vitrine/contract';
import { eq, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { revokedTokens, users } from '../db/schema.ts';
import { AccountLookups } from '../lib/account-lookups.ts';
import type { Bus } from '../realtime/bus.ts';

const ISSUER = 'vitrine';
/** How long a token lives, by role; guest-expiry deletes guests past theirs. */
export const tokenLifetimeSeconds: Record<Role, number> = {
  ADMIN: 7 * 24 * 3600,
  USER: 7 * 24 * 3600,
  MODERATOR: 7 * 24 * 3600,
  GUEST: 30 * 24 * 3600,
};

export interface TokenSubject {
  id: number;
  role: Role;
  name: string;
  email: string | null;
  image: string | null;
  confirmed: boolean;
}

/** The token's account now (null once removed) and whether this token was revoked. */
type AccountCheck = { role: Role; confirmed: boolean; revoked: boolean } | null;

/**
 * How long a token's account check is believed. Short: it only collapses the burst of one client's
 * calls (a page's reads, a calendar app's, a benchmark's 100 connections) into one query; the
 * changes that matter are announced at once (`forget`).
 */
const CHECK_TTL_MS = 2_000;

/** Signs and checks our JWTs (HS256); a token is valid only for its tenant and until revoked. */
export class TokenService {
  private readonly checks: AccountLookups<AccountCheck>;

  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
    bus: Bus,
  ) {
    this.checks = new AccountLookups(bus, { ttlMs: CHECK_TTL_MS, max: 20_000 });
  }

  async issue(subject: TokenSubject, tenant: string): Promise<string> {
    return new SignJWT({
      userId: subject.id,
      role: subject.role,
      name: subject.name,
      email: subject.email,
      image: subject.image,
      confirmed: subject.confirmed,
      tenant,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(String(subject.id))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${tokenLifetimeSeconds[subject.role]}s`)
      .sign(this.secret);
  }

  /** The claims of a valid, unrevoked token of this tenant; null for anything else. */
  async verify(token: string, tenant: string): Promise<TokenClaims | null> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
    const claims = tokenClaimsSchema.safeParse(payload);
    if (!claims.success || claims.data.tenant !== tenant) return null;
    const { userId, jti } = claims.data;
    const account = await this.checks.get(
      `${userId}:${jti}`,
      async () => ({ userId, value: await this.account(userId, jti) }),
      null,
    );
    if (!account || account.revoked) return null;
    // The role and confirmation are the account's current ones, not those signed at login: a
    // member demoted or removed by a producer loses the access at once, with no list of every
    // token issued to revoke.
    return { ...claims.data, role: account.role, confirmed: account.confirmed };
  }

  async revoke(claims: Pick<TokenClaims, 'jti' | 'exp' | 'userId'>, tenantId: number): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: claims.jti, tenantId, expiresAt: new Date(claims.exp * 1000) })
      .onConflictDoNothing();
    this.forget(claims.userId);
  }

  /**
   * The account's role, confirmation or existence changed (call after the change is committed):
   * its tokens are checked against the database again, on every node.
   */
  forget(userId: number) {
    this.checks.forget(userId);
  }

  close() {
    this.checks.close();
  }

  /** The token's account now (null once removed) and whether this token was revoked: one query. */
  private async account(userId: number, jti: string): Promise<AccountCheck> {
    const [row] = await this.db
      .select({
        role: users.role,
        confirmed: users.confirmed,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }
}
