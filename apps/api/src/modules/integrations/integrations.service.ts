import { randomBytes } from 'node:crypto';
import {
  type ApiKey,
  type ApiKeyScope,
  apiKeyLimits,
  apiKeyScopeSchema,
  type CreateApiKey,
  type CreatedApiKey,
} from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { apiKeyHash, type KeyGrants } from '../../identity/api-keys.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ApiKeyRow, apiKeysRepository } from './integrations.repository.ts';

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

/** `vtr_` and 8 characters: enough to tell keys apart on screen, nothing to guess the rest from. */
const prefixOf = (key: string) => key.slice(0, 12);

const present = (row: ApiKeyRow, creator: { id: number; name: string } | null): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.filter((scope): scope is ApiKeyScope => apiKeyScopeSchema.safeParse(scope).success),
  createdAt: row.createdAt.toISOString(),
  createdBy: creator,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * The organizer's API keys (docs/adr/0007-api-keys-and-ordered-webhooks.md): made, listed, revoked.
 * Checking them on every keyed call is identity/api-keys.ts's, whose remembered grants a revocation
 * drops.
 */
export function createApiKeys({ db, grants }: { db: Db; grants: KeyGrants }) {
  const repository = apiKeysRepository(db);
  return {
    async list(tenantId: number): Promise<ApiKey[]> {
      const rows = await repository.listLive(tenantId);
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
      const row = await repository.insertWithin(apiKeyLimits.keysPerTenant, {
        tenantId,
        name: input.name,
        prefix: prefixOf(key),
        keyHash: apiKeyHash(key),
        scopes: [...input.scopes],
        createdBy: creator.id,
      });
      if (!row) throw new AppError(409, 'API_KEY_LIMIT', [apiKeyLimits.keysPerTenant]);
      return { ...present(row, creator), key };
    },

    /** Revokes the key: refused on every node at once (401), gone from the list. */
    async revoke(tenantId: number, id: number): Promise<void> {
      const row = await repository.revoke(tenantId, id);
      if (!row) throw new AppError(404, 'API_KEY_NOT_FOUND', [id]);
      grants.revoked(row.keyHash, row.createdBy);
    },
  };
}
export type ApiKeys = ReturnType<typeof createApiKeys>;
