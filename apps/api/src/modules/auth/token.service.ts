import { randomUUID } from 'node:crypto';
import { type Role, type TokenClaims, tokenClaimsSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { revokedTokens } from '../../db/schema.ts';

const ISSUER = 'vitrine';
const lifetimeSeconds: Record<Role, number> = {
  ADMIN: 7 * 24 * 3600,
  USER: 7 * 24 * 3600,
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

/** Signs and checks our JWTs (HS256); a token is valid only for its tenant and until revoked. */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
  ) {}

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
      .setExpirationTime(`${lifetimeSeconds[subject.role]}s`)
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
    if (await this.isRevoked(claims.data.jti)) return null;
    return claims.data;
  }

  async revoke(claims: Pick<TokenClaims, 'jti' | 'exp'>, tenantId: number): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: claims.jti, tenantId, expiresAt: new Date(claims.exp * 1000) })
      .onConflictDoNothing();
  }

  private async isRevoked(jti: string): Promise<boolean> {
    const [row] = await this.db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, jti))
      .limit(1);
    return Boolean(row);
  }
}
