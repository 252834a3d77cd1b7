import { z } from 'zod';

/**
 * API keys (issue 16): what a key may do. `read` the event's content as the producer area reads
 * it, `write:content` create, change and remove that content, `read:people` the personal data
 * (members, participants).
 */
export const apiKeyScopes = ['read', 'write:content', 'read:people'] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const apiKeyLimits = {
  /** Live (unrevoked) keys one tenant keeps. */
  keysPerTenant: 20,
  nameLength: 80,
  /** Requests one key makes per minute, on every node together when Redis is set. */
  requestsPerMinute: 600,
};

/** `vtr_` and 32 random bytes in lowercase base32 (52 characters, no padding). */
export const apiKeyPattern = /^vtr_[a-z2-7]{52}$/;

export const createApiKeySchema = z
  .object({
    name: z.string().trim().min(1).max(apiKeyLimits.nameLength),
    scopes: z
      .array(apiKeyScopeSchema)
      .min(1)
      .max(apiKeyScopes.length)
      .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once'),
  })
  .meta({ id: 'CreateApiKey' });
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

export const apiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().describe('the key\'s first characters, to recognise it: "vtr_abcd1234"'),
    scopes: z.array(apiKeyScopeSchema),
    createdAt: z.string().describe('ISO 8601'),
    createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    lastUsedAt: z.string().nullable().describe('ISO 8601, to the minute'),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `POST integration/key`: the key itself, this once; only its hash is kept. */
export const createdApiKeySchema = apiKeySchema
  .extend({ key: z.string().describe('vtr_…: shown once, never again') })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
