import { z } from 'zod';

/**
 * API keys: what a key may do. `read` the event's content as the producer area reads
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

/** What a webhook endpoint may hear, as `type` in each payload. */
export const webhookEventTypes = [
  'publication.created',
  'publication.approved',
  'participation.created',
  'participation.cancelled',
  'user.registered',
  'lead.created',
  'checkin.created',
  'agenda.changed',
  'exhibitor.changed',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

export const webhookLimits = {
  endpointsPerTenant: 10,
  urlLength: 2048,
  /** Each try waits this long for an answer. */
  timeoutSeconds: 10,
  /** A message is retried for this long, then given up. */
  retryHours: 24,
  /** An endpoint failing without a success for this long is disabled (and the organizer mailed). */
  disableAfterDays: 5,
  /** A rotated secret keeps signing beside the new one for this long. */
  rotationOverlapHours: 24,
  /** Bytes of each answer kept in the delivery log. */
  responseExcerptBytes: 2048,
};

const webhookEvents = z
  .array(webhookEventTypeSchema)
  .min(1)
  .max(webhookEventTypes.length)
  .refine((events) => new Set(events).size === events.length, 'Each event once');
const webhookUrl = z
  .string()
  .trim()
  .min(1)
  .max(webhookLimits.urlLength)
  .describe('https on a public address (WEBHOOK_ALLOW_PRIVATE admits http and private ones)');

export const createWebhookSchema = z
  .object({ url: webhookUrl, events: webhookEvents, description: z.string().trim().max(200).optional() })
  .meta({ id: 'CreateWebhook' });
export type CreateWebhook = z.infer<typeof createWebhookSchema>;

/** `PUT integration/webhook/{id}`: what changes; `enabled: true` turns a disabled endpoint back on. */
export const updateWebhookSchema = z
  .object({
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    description: z.string().trim().max(200).optional(),
    enabled: z.boolean().optional(),
  })
  .meta({ id: 'UpdateWebhook' });
export type UpdateWebhook = z.infer<typeof updateWebhookSchema>;

export const webhookSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    description: z.string(),
    events: z.array(webhookEventTypeSchema),
    enabled: z.boolean(),
    /** Why it was turned off, when the server did it ('FAILING'); null when on or turned off by hand. */
    disabledReason: z.enum(['FAILING', 'MANUAL']).nullable(),
    /** Since when every try failed (null: the last one succeeded, or none yet). */
    failingSince: z.string().nullable(),
    createdAt: z.string(),
    /** Until when the previous secret still signs beside the current one (null: no overlap). */
    previousSecretUntil: z.string().nullable(),
    pending: z.number().int().describe('messages waiting to be delivered'),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookSecretSchema = z
  .object({
    secret: z.string().describe('whsec_…: HMAC-SHA256 key of the `v1` signatures (Standard Webhooks)'),
    previousSecretUntil: z.string().nullable(),
  })
  .meta({ id: 'WebhookSecret' });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

/** `POST integration/webhook`: the endpoint and its secret. */
export const createdWebhookSchema = webhookSchema
  .extend({ secret: z.string() })
  .meta({ id: 'CreatedWebhook' });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookDeliveryStatuses = ['PENDING', 'DELIVERED', 'FAILED'] as const;

/** One message to an endpoint and its latest try (the delivery log). */
export const webhookDeliverySchema = z
  .object({
    id: z.number().int(),
    messageId: z.string().describe('the `webhook-id` header: the same on every try of this message'),
    event: z.string(),
    status: z.enum(webhookDeliveryStatuses),
    createdAt: z.string(),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable(),
    last: z
      .object({
        attempt: z.number().int(),
        at: z.string(),
        statusCode: z.number().int().nullable(),
        durationMs: z.number().int().nullable(),
        error: z.string().nullable(),
        response: z.string().nullable().describe('the first 2 KB of the answer'),
      })
      .nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const webhookDeliveryPageSchema = z
  .object({ content: z.array(webhookDeliverySchema), nextBefore: z.number().int().nullable() })
  .meta({ id: 'WebhookDeliveryPage' });
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
