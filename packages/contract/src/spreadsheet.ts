import { z } from 'zod';
import { locales } from './config.ts';
import { publicationStatuses, publicationTypes } from './domain.ts';

/** The files the producer's spreadsheets come in. */
export const spreadsheetFormats = ['csv', 'xlsx'] as const;
export const spreadsheetFormatSchema = z.enum(spreadsheetFormats);
export type SpreadsheetFormat = z.infer<typeof spreadsheetFormatSchema>;

/**
 * What `GET export/{kind}` writes: an event's participants, the tenant's subscribers
 * (`GET user`), an event's publications, agenda, exhibitors and speakers.
 */
export const exportKinds = [
  'participant',
  'subscriber',
  'publication',
  'agenda',
  'exhibitor',
  'speaker',
] as const;
export const exportKindSchema = z.enum(exportKinds);
export type ExportKind = z.infer<typeof exportKindSchema>;

/**
 * `GET export/{kind}?eventId&format&lang` plus the filters of that kind's list. Built from `z` and
 * constants alone: the web app's producer area reads `exportKinds` here, and a call on another
 * module's schema (`databaseIdSchema.optional()`) would keep this schema, and zod with it, in the
 * app's first download (~24 KB gzip).
 */
export const exportQuerySchema = z.object({
  eventId: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe("the event; required but for `subscriber`, where it narrows to the event's participants"),
  format: z.enum(spreadsheetFormats).default('csv'),
  lang: z.enum(locales).optional().describe("the headers' language; else the request's Accept-Language"),
  type: z
    .enum(publicationTypes)
    .default('PUBLICATION')
    .describe('`publication`: the feed or the announcements'),
  status: z.enum(publicationStatuses).optional().describe('`publication`: only this status'),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('`exhibitor`: title or category; `speaker`: name or company (ignoring case and accents)'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
