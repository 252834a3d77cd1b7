import { z } from 'zod';
import { databaseIdSchema } from './common.ts';
import { publicationStatusSchema, publicationTypeSchema } from './domain.ts';
import { limits } from './limits.ts';

/** The author as a post card shows it: never an e-mail or a role. */
export const publicationAuthorSchema = z
  .object({ id: z.number().int(), name: z.string(), image: z.string().nullable() })
  .meta({ id: 'PublicationAuthor' });

/** A comment's text: plain, 1–1,000 characters after trimming (links are made clickable on display). */
export const commentTextSchema = z.string().trim().min(1).max(limits.commentMaxChars);

/** A comment under a post or an announcement, as the thread and the card show it. */
export const commentSchema = z
  .object({
    id: z.number().int(),
    publicationId: z.number().int(),
    text: z.string(),
    user: publicationAuthorSchema,
    creationDate: z.string().describe('ISO 8601 date-time'),
    edited: z.boolean().describe('changed by its author since it was posted'),
    hidden: z.boolean().describe('hidden for review: only its author and moderators see it'),
    hiddenReason: z.string().nullable().describe("the moderator's reason, for its author and moderators"),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

/**
 * A post of either feed. `images` holds every media URL in order, as the original client
 * expects: an image URL (webp, widest variant; `srcset` widths per the media route) or a
 * video URL ending in .mp4, .webm or .ogg. `description` is plain text, never HTML.
 */
export const publicationSchema = z
  .object({
    id: z.number().int(),
    eventId: z.number().int(),
    type: publicationTypeSchema,
    status: publicationStatusSchema,
    description: z.string(),
    images: z.array(z.string()),
    creationDate: z.string().describe('ISO 8601 date-time'),
    updatedDate: z.string().describe('ISO 8601 date-time'),
    user: publicationAuthorSchema,
    likes: z.number().int().describe('how many people like it'),
    likedByMe: z.boolean().describe("whether the caller likes it (false for visitors who aren't signed in)"),
    commentCount: z.number().int(),
    latestComments: z.array(commentSchema).describe('its latest 2 comments, oldest first'),
    hidden: z
      .boolean()
      .describe("hidden for review ('conteúdo oculto para revisão'): only its author and moderators see it"),
    hiddenReason: z.string().nullable().describe("the moderator's reason, for its author and moderators"),
  })
  .meta({ id: 'Publication' });
export type Publication = z.infer<typeof publicationSchema>;

/** Query flags travel as text; `allPublication=false` is false, not a truthy string. */
export const booleanTextSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/**
 * `GET publication/event/{eventId}`. Newest first with keyset paging: pass the previous page's
 * `next` as `before`. ADMIN sees every status (optionally one `status`); others see approved
 * posts plus their own in ANALYSIS or DENIED.
 */
export const publicationListQuerySchema = z.object({
  type: publicationTypeSchema.default('PUBLICATION'),
  allPublication: booleanTextSchema.optional(),
  status: publicationStatusSchema.optional(),
  size: z.coerce.number().int().min(1).max(50).default(limits.defaultPageSize),
  before: z.string().max(100).optional().describe("opaque cursor: the previous page's `next`"),
});
export type PublicationListQuery = z.input<typeof publicationListQuerySchema>;

export const publicationPageSchema = z
  .object({
    content: z.array(publicationSchema),
    size: z.number().int(),
    next: z.string().nullable().describe('cursor for the following page; null on the last page'),
  })
  .meta({ id: 'PublicationPage' });
export type PublicationPage = z.infer<typeof publicationPageSchema>;

export const publicationDescriptionSchema = z.string().trim().max(limits.postMaxChars);

/** `POST publication/event/{eventId}?type&description` with multipart `files` (≤ 3 media). */
export const createPublicationQuerySchema = z.object({
  type: publicationTypeSchema,
  description: publicationDescriptionSchema.optional(),
});

/** `PUT publication/{id}?description&oldFiles=…` (repeated) with multipart `newFiles`. */
export const updatePublicationQuerySchema = z.object({
  description: publicationDescriptionSchema.optional(),
  oldFiles: z
    .union([z.string().max(500), z.array(z.string().max(500)).max(limits.maxMediaPerPost)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .describe('URLs of the current media to keep'),
});

/** Decisions an ADMIN may take; moving back to ANALYSIS undoes a mistaken decision. */
export const approvalStatusSchema = publicationStatusSchema;
export const approvalQuerySchema = z.object({ status: approvalStatusSchema.optional() });
export const approvalBodySchema = z.object({
  status: approvalStatusSchema,
  /** The moderator's reason: kept in the moderation history and told to the author. */
  reason: z.string().trim().min(1).max(500).optional(),
});

/** `PATCH publication/approval` (MODERATOR, ADMIN): one decision on several posts, all or none. */
export const bulkApprovalSchema = z
  .object({
    ids: z.array(databaseIdSchema).min(1).max(100),
    status: approvalStatusSchema,
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .meta({ id: 'BulkApproval' });
export type BulkApproval = z.infer<typeof bulkApprovalSchema>;

export const bulkApprovalResultSchema = z
  .object({ changed: z.array(z.number().int()).describe('the posts whose status changed') })
  .meta({ id: 'BulkApprovalResult' });
export type BulkApprovalResult = z.infer<typeof bulkApprovalResultSchema>;

export const publicationIdParamSchema = z.object({ id: databaseIdSchema });
export const eventIdParamSchema = z.object({ eventId: databaseIdSchema });

/** `POST publication/{id}/comment`, `PUT comment/{id}`. */
export const commentRequestSchema = z.object({ text: commentTextSchema }).meta({ id: 'CommentRequest' });
export type CommentRequest = z.infer<typeof commentRequestSchema>;

/** `GET publication/{id}/comment`: oldest first, keyset paged (`after` = the previous page's `next`). */
export const commentListQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(50).default(20),
  after: z.string().max(100).optional().describe("opaque cursor: the previous page's `next`"),
});

export const commentPageSchema = z
  .object({
    content: z.array(commentSchema),
    size: z.number().int(),
    next: z.string().nullable().describe('cursor for the following page; null on the last page'),
  })
  .meta({ id: 'CommentPage' });
export type CommentPage = z.infer<typeof commentPageSchema>;

/** `PUT`/`DELETE publication/{id}/like`: the post's count after the change. */
export const likeStateSchema = z
  .object({ publicationId: z.number().int(), likes: z.number().int(), likedByMe: z.boolean() })
  .meta({ id: 'LikeState' });
export type LikeState = z.infer<typeof likeStateSchema>;

/**
 * What everyone watching an event hears when a post's likes or comments change (a typed message on
 * `/topic/event/{id}`, not a notification): the counts and latest comments as the card shows them.
 */
export const reactionsMessageSchema = z
  .object({
    kind: z.literal('reactions'),
    eventId: z.number().int(),
    publicationId: z.number().int(),
    likes: z.number().int(),
    commentCount: z.number().int(),
    latestComments: z.array(commentSchema),
  })
  .meta({ id: 'ReactionsMessage' });
export type ReactionsMessage = z.infer<typeof reactionsMessageSchema>;
