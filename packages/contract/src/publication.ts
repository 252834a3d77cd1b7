import { z } from 'zod';
import { databaseIdSchema } from './common.ts';
import { publicationStatusSchema, publicationTypeSchema } from './domain.ts';
import { limits } from './limits.ts';

/** The author as a post card shows it: never an e-mail or a role. */
export const publicationAuthorSchema = z
  .object({ id: z.number().int(), name: z.string(), image: z.string().nullable() })
  .meta({ id: 'PublicationAuthor' });

/**
 * A post of either feed (SPEC §3 "Post"). `images` holds every media URL in order, as SPEC's
 * client expects: an image URL (webp, widest variant; `srcset` widths per the media route) or a
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
export const approvalBodySchema = z.object({ status: approvalStatusSchema });

export const publicationIdParamSchema = z.object({ id: databaseIdSchema });
export const eventIdParamSchema = z.object({ eventId: databaseIdSchema });
