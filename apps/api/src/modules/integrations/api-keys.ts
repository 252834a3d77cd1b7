import { createHash, randomBytes } from 'node:crypto';
import {
  type ApiKey,
  type ApiKeyScope,
  apiKeyLimits,
  apiKeyPattern,
  apiKeyScopeSchema,
  type CreateApiKey,
  type CreatedApiKey,
} from '@vitrine/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, tenants, users } from '../../db/schema.ts';
import { AccountLookups } from '../../lib/account-lookups.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Bus } from '../../realtime/bus.ts';

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

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32, lowercase, no padding: 32 bytes are 52 characters. */
function base32(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** The key is 256 random bits, so a fast hash is as safe as a slow one and costs nothing per call. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
/** `vtr_` and 8 characters: enough to tell keys apart on screen, nothing to guess the rest from. */
const prefixOf = (key: string) => key.slice(0, 12);

/** The key in an `Authorization: Bearer vtr_…` header, or null for any other credential. */
export function apiKeyOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const [scheme, credential] = authorization.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !credential?.startsWith('vtr_')) return null;
  return credential;
}

type KeyRow = typeof apiKeys.$inferSelect;

const present = (row: KeyRow, creator: { id: number; name: string } | null): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.filter((scope): scope is ApiKeyScope => apiKeyScopeSchema.safeParse(scope).success),
  createdAt: row.createdAt.toISOString(),
  createdBy: creator,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The organizer's API keys (ADR 0007): made, listed, revoked, and checked on every keyed call. */
export function createApiKeys({ db, bus }: { db: Db; bus: Bus }) {
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
      const hash = hashOf(key);
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

    async list(tenantId: number): Promise<ApiKey[]> {
      const rows = await db
        .select({ key: apiKeys, creatorName: users.name })
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.createdBy))
        .where(and(eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map(({ key, creatorName }) =>
        present(
          key,
          key.createdBy !== null && creatorName !== null ? { id: key.createdBy, name: creatorName } : null,
        ),
      );
    },

    /** A new key for the tenant, made by `creator`; the key itself is in the answer and nowhere else. */
    async create(
      tenantId: number,
      creator: { id: number; name: string },
      input: CreateApiKey,
    ): Promise<CreatedApiKey> {
      const key = `vtr_${base32(randomBytes(32))}`;
      const row = await db.transaction(async (tx) => {
        // The tenant's row serializes concurrent creations, so the limit holds under a race.
        await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
        const [live] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)));
        if ((live?.n ?? 0) >= apiKeyLimits.keysPerTenant) {
          throw new AppError(409, 'API_KEY_LIMIT', [apiKeyLimits.keysPerTenant]);
        }
        const [inserted] = await tx
          .insert(apiKeys)
          .values({
            tenantId,
            name: input.name,
            prefix: prefixOf(key),
            keyHash: hashOf(key),
            scopes: [...input.scopes],
            createdBy: creator.id,
          })
          .returning();
        return inserted!;
      });
      return { ...present(row, creator), key };
    },

    /** Revokes the key: refused on every node at once (401), gone from the list. */
    async revoke(tenantId: number, id: number): Promise<void> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)))
        .returning({ createdBy: apiKeys.createdBy, keyHash: apiKeys.keyHash });
      if (!row) throw new AppError(404, 'API_KEY_NOT_FOUND', [id]);
      grants.delete(row.keyHash);
      // The grant is remembered under its maker on the other nodes: dropped there too.
      if (row.createdBy !== null) grants.forget(row.createdBy);
    },

    close() {
      grants.close();
    },
  };
}
export type ApiKeys = ReturnType<typeof createApiKeys>;
