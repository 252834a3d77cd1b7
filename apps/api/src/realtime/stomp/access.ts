import { type Role, topicPattern } from '@vitrine/contract';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client.ts';
import { events, revokedTokens, users } from '../../db/schema.ts';
import type { TokenService } from '../../identity/token.service.ts';
import type { TenantDirectory } from '../../plugins/tenant.ts';

/** Who is on a live connection: the token's user in the token's tenant. */
export interface LivePrincipal {
  userId: number;
  tenantId: number;
  /** The token's id, to notice its revocation. */
  jti: string;
  /** The token's expiry, in seconds since the epoch. */
  exp: number;
  /** The account's role when the connection was let in. */
  role: Role;
}

const EVENT_CACHE_MS = 10_000;

/**
 * Who may connect and read which topic. Event lookups are cached briefly and shared while in
 * flight, so a crowd subscribing to one event costs one query.
 */
export class LiveAccess {
  private readonly eventTenants = new Map<number, { at: number; tenantId: Promise<number | null> }>();

  constructor(
    private readonly tokens: TokenService,
    private readonly tenants: TenantDirectory,
    private readonly db: Db,
  ) {}

  /**
   * The principal of an `Authorization: Bearer` header; undefined for no header; null for any
   * token that is malformed, expired, revoked or of an unknown tenant.
   */
  async authenticate(authorization: string | undefined): Promise<LivePrincipal | null | undefined> {
    if (authorization === undefined) return undefined;
    const [scheme, token, extra] = authorization.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer' || !token || extra) return null;
    // A socket carries no X-Tenant: the token names its tenant, and verify checks the signature over it.
    let slug: unknown;
    try {
      slug = decodeJwt(token).tenant;
    } catch {
      return null;
    }
    if (typeof slug !== 'string' || !/^[a-z0-9-]{1,63}$/.test(slug)) return null;
    const claims = await this.tokens.verify(token, slug);
    if (!claims) return null;
    const tenant = await this.tenants.find(slug);
    return tenant
      ? { userId: claims.userId, tenantId: tenant.id, jti: claims.jti, exp: claims.exp, role: claims.role }
      : null;
  }

  /**
   * Why each principal may no longer stay connected (null while it still may), in the order given.
   * One query for however many connections: the token revoked, the account removed or its role
   * changed; expiry needs no query.
   */
  async withdrawn(principals: LivePrincipal[], now = Date.now()): Promise<(string | null)[]> {
    const reasons = principals.map((principal): string | null =>
      principal.exp * 1000 <= now ? 'Token expired' : null,
    );
    const open = principals.flatMap((principal, i) =>
      reasons[i] === null
        ? [{ i, jti: principal.jti, userId: principal.userId, tenantId: principal.tenantId }]
        : [],
    );
    if (open.length === 0) return reasons;
    // One parameter whatever the count: the list travels as JSON.
    const result = (await this.db.execute(sql`
      select p.i, u.role, exists (select 1 from ${revokedTokens} r where r.jti = p.jti) as revoked
      from json_to_recordset(${JSON.stringify(open)}::json) as p(i int, jti text, "userId" int, "tenantId" int)
      left join ${users} u on u.id = p."userId" and u.tenant_id = p."tenantId"
    `)) as unknown as { rows: { i: number; role: Role | null; revoked: boolean }[] };
    for (const row of result.rows) {
      if (row.revoked) reasons[row.i] = 'Token revoked';
      else if (row.role === null) reasons[row.i] = 'Account removed';
      else if (row.role !== principals[row.i]?.role) reasons[row.i] = 'Role changed: connect again';
    }
    return reasons;
  }

  /** Null when `principal` may read `destination`, else why not (sent in the ERROR frame). */
  async refusal(principal: LivePrincipal | undefined, destination: string): Promise<string | null> {
    const match = topicPattern.exec(destination);
    if (!match) return `Unknown destination ${destination}: use /topic/event/{id} or /topic/user/{id}`;
    const id = Number(match[2]);
    if (match[1] === 'user') {
      if (!principal) return 'Sign in to subscribe to a user topic';
      return principal.userId === id ? null : 'You may only subscribe to your own user topic';
    }
    const tenantId = id <= 2_147_483_647 ? await this.eventTenant(id) : null;
    if (tenantId === null) return `Event ${id} does not exist`;
    if (principal && principal.tenantId !== tenantId) return `Event ${id} does not exist`;
    return null;
  }

  private eventTenant(eventId: number): Promise<number | null> {
    const now = Date.now();
    const hit = this.eventTenants.get(eventId);
    if (hit && now - hit.at < EVENT_CACHE_MS) return hit.tenantId;
    if (this.eventTenants.size > 10_000) this.eventTenants.clear(); // bounded; ids come from clients
    const tenantId = this.db
      .select({ tenantId: events.tenantId })
      .from(events)
      .where(eq(events.id, eventId))
      .limit(1)
      .then(([row]) => row?.tenantId ?? null);
    // A failed lookup is not remembered.
    tenantId.catch(() => this.eventTenants.delete(eventId));
    this.eventTenants.set(eventId, { at: now, tenantId });
    return tenantId;
  }
}
