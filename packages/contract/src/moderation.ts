import { z } from 'zod';
import { databaseIdSchema } from './common.ts';

/** Why a member reports a post or a comment. */
export const reportReasons = ['SPAM', 'OFFENSIVE', 'FALSE', 'OTHER'] as const;
export const reportReasonSchema = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** `POST publication/{id}/report`, `POST comment/{id}/report`: once per item and member. */
export const reportRequestSchema = z
  .object({ reason: reportReasonSchema, text: z.string().trim().max(500).optional() })
  .meta({ id: 'ReportRequest' });
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportResultSchema = z
  .object({
    reported: z.literal(true),
    /** Whether the reports reached the tenant's threshold and hid the item pending review. */
    hidden: z.boolean(),
  })
  .meta({ id: 'ReportResult' });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** `PATCH publication/{id}/visibility`, `PATCH comment/{id}/visibility` (MODERATOR, ADMIN). */
export const visibilityRequestSchema = z
  .object({ hidden: z.boolean(), reason: z.string().trim().min(1).max(500).optional() })
  .meta({ id: 'VisibilityRequest' });
export type VisibilityRequest = z.infer<typeof visibilityRequestSchema>;

export const visibilityStateSchema = z
  .object({
    kind: z.enum(['publication', 'comment']),
    id: z.number().int(),
    hidden: z.boolean(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'VisibilityState' });
export type VisibilityState = z.infer<typeof visibilityStateSchema>;

export const moderationActions = [
  'APPROVE',
  'DENY',
  'RETURN_TO_ANALYSIS',
  'HIDE',
  'RESTORE',
  'AUTO_HIDE',
  'DELETE_COMMENT',
  'MUTE',
  'UNMUTE',
  'HOLD',
] as const;
export const moderationActionSchema = z.enum(moderationActions);
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/** One decision of the moderation history: who, what, when, before and after, why. */
export const moderationEntrySchema = z
  .object({
    id: z.number().int(),
    action: moderationActionSchema,
    moderator: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .describe("null: the reports' threshold hid the item"),
    publicationId: z.number().int().nullable(),
    commentId: z.number().int().nullable(),
    author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    before: z.record(z.string(), z.unknown()),
    after: z.record(z.string(), z.unknown()),
    reason: z.string().nullable(),
    at: z.string().describe('ISO 8601 date-time'),
  })
  .meta({ id: 'ModerationEntry' });
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

/** `GET moderation/log`: newest first, filtered, keyset paged by `before` (an entry id). */
export const moderationLogQuerySchema = z.object({
  publicationId: databaseIdSchema.optional(),
  commentId: databaseIdSchema.optional(),
  moderatorId: databaseIdSchema.optional(),
  action: moderationActionSchema.optional(),
  day: z.iso.date().optional().describe('yyyy-MM-dd, UTC'),
  size: z.coerce.number().int().min(1).max(100).default(50),
  before: databaseIdSchema.optional(),
});
export type ModerationLogQuery = z.input<typeof moderationLogQuerySchema>;

export const moderationLogPageSchema = z
  .object({
    content: z.array(moderationEntrySchema),
    size: z.number().int(),
    next: z.number().int().nullable().describe('`before` for the following page; null on the last'),
  })
  .meta({ id: 'ModerationLogPage' });
export type ModerationLogPage = z.infer<typeof moderationLogPageSchema>;

/** `POST user/{id}/mute` (MODERATOR, ADMIN): until a time, or for good, with a reason. */
export const muteRequestSchema = z
  .object({
    until: z.iso.datetime({ offset: true }).optional().describe('ISO 8601; the mute ends then'),
    forever: z.literal(true).optional(),
    reason: z.string().trim().min(1).max(500),
  })
  .refine((body) => (body.until === undefined) !== (body.forever === undefined), {
    path: ['until'],
    message: 'Send either until or forever: true',
  })
  .meta({ id: 'MuteRequest' });
export type MuteRequest = z.infer<typeof muteRequestSchema>;

/** A member's mute: shown to the member (a banner saying why) and in the moderators' list. */
export const muteSchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    until: z.string().nullable().describe('ISO 8601; null: for good'),
    reason: z.string(),
    mutedBy: z.string().nullable(),
    since: z.string(),
  })
  .meta({ id: 'Mute' });
export type Mute = z.infer<typeof muteSchema>;

/** `GET`/`PUT moderation/words` (ADMIN): the tenant's word filter, matched on whole words. */
export const blockedWordsSchema = z
  .object({ words: z.array(z.string().trim().min(1).max(60)).max(500) })
  .meta({ id: 'BlockedWords' });
export type BlockedWords = z.infer<typeof blockedWordsSchema>;

/** Why an item is in the moderators' queue. */
export const queueReasonSchema = z.enum(['ANALYSIS', 'HELD', 'REPORTED']);

/** One item of 'Moderação': a post in analysis, a comment the word filter held, or a reported item. */
export const moderationQueueItemSchema = z
  .object({
    kind: z.enum(['publication', 'comment']),
    id: z.number().int(),
    publicationId: z.number().int(),
    eventId: z.number().int(),
    why: queueReasonSchema,
    text: z.string(),
    author: z.object({ id: z.number().int(), name: z.string() }),
    createdAt: z.string(),
    hidden: z.boolean(),
    flaggedTerm: z.string().nullable().describe("the word filter's term it matched"),
    reports: z
      .array(z.object({ reason: reportReasonSchema, count: z.number().int(), texts: z.array(z.string()) }))
      .describe('open reports by reason'),
  })
  .meta({ id: 'ModerationQueueItem' });
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

/** `GET moderation/queue` (MODERATOR, ADMIN): oldest first, with the counts for the sidebar. */
export const moderationQueueSchema = z
  .object({
    counts: z.object({ analysis: z.number().int(), held: z.number().int(), reported: z.number().int() }),
    items: z.array(moderationQueueItemSchema),
  })
  .meta({ id: 'ModerationQueue' });
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;
