import { createHash } from 'node:crypto';
import { type ApiKeyScope, apiKeyPattern } from '@vitrine/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiKeys, tenants, users } from '../db/schema.ts';
import { AccountLookups } from '../lib/account-lookups.ts';
import type { Bus } from '../realtime/bus.ts';

/**
 * The organizer's API keys as the tenant and auth plugins see them: a key in a request becomes a
 * grant, or nothing. Making, listing and revoking keys is the integrations module's.
 */

/** What a valid key lets its caller do: act for `tenantSlug`, within `scopes`, as `userId`. */
export interface KeyGrant {
  keyId: number;
  tenantSlug: string;
  scopes: readonly ApiKeyScope[];
  /** The ADMIN who made the key: its writes are theirs. */
  userId: number;
  userName: string;
}

/** How long a key's answer is believed on a node; a revocation or a demotion drops it at once. */
const GRANT_TTL_MS = 5_000;
/** `last_used_at` is written at most this often per key and node (to the minute is enough). */
const TOUCH_EVERY_MS = 60_000;

/** The key is 256 random bits, so a fast hash is as safe as a slow one and costs nothing per call. */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key in an `Authorization: Bearer vtr_…` header, or null for any other credential. */
export function apiKeyOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const [scheme, credential] = authorization.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !credential?.startsWith('vtr_')) return null;
  return credential;
}

/** Checks keys on every keyed call, remembering each grant briefly on this node. */
export function createKeyGrants({ db, bus }: { db: Db; bus: Bus }) {
  const grants = new AccountLookups<KeyGrant | null>(bus, {
    ttlMs: GRANT_TTL_MS,
    max: 5_000,
    // Anyone may send random keys: a miss is not kept, so they cannot crowd out real ones.
    keep: (grant) => grant !== null,
  });
  const touched = new Map<number, number>();

  async function load(hash: string): Promise<{ userId: number; value: KeyGrant } | null> {
    const [row] = await db
      .select({
        keyId: apiKeys.id,
        scopes: apiKeys.scopes,
        tenantSlug: tenants.slug,
        userId: users.id,
        userName: users.name,
        role: users.role,
        confirmed: users.confirmed,
        userTenant: users.tenantId,
        keyTenant: apiKeys.tenantId,
      })
      .from(apiKeys)
      .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
      .innerJoin(users, eq(users.id, apiKeys.createdBy))
      .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)));
    // The key acts as its maker, and only while the maker is a confirmed ADMIN of its tenant.
    if (row?.role !== 'ADMIN' || !row.confirmed || row.userTenant !== row.keyTenant) return null;
    return {
      userId: row.userId,
      value: {
        keyId: row.keyId,
        tenantSlug: row.tenantSlug,
        scopes: row.scopes as ApiKeyScope[],
        userId: row.userId,
        userName: row.userName,
      },
    };
  }

  return {
    /** The grant of `key`, or null for an unknown, revoked or orphaned key. */
    resolve(key: string): Promise<KeyGrant | null> {
      if (!apiKeyPattern.test(key)) return Promise.resolve(null);
      const hash = apiKeyHash(key);
      return grants.get(hash, () => load(hash), null);
    },

    /** Records the key's use, to the minute; a failure only loses that record. */
    async touch(keyId: number): Promise<void> {
      const now = Date.now();
      if (now - (touched.get(keyId) ?? 0) < TOUCH_EVERY_MS) return;
      touched.set(keyId, now);
      if (touched.size > 10_000) touched.clear();
      await db
        .update(apiKeys)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(apiKeys.id, keyId));
    },

    /** Drops a revoked key's grant here and, under its maker, on the other nodes. */
    revoked(keyHash: string, createdBy: number | null): void {
      grants.delete(keyHash);
      if (createdBy !== null) grants.forget(createdBy);
    },

    close() {
      grants.close();
    },
  };
}
export type KeyGrants = ReturnType<typeof createKeyGrants>;
