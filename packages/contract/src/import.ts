import { z } from 'zod';
import { databaseIdSchema } from './common.ts';
import { locales } from './config.ts';

/** What `POST import/{kind}` reads into an event. */
export const importKinds = ['exhibitor', 'speaker', 'agenda', 'property'] as const;
export const importKindSchema = z.enum(importKinds);
export type ImportKind = z.infer<typeof importKindSchema>;

/** The largest spreadsheet an import reads, and its most data rows (the header row apart). */
export const importLimits = { maxBytes: 10_485_760, maxRows: 5_000 } as const;

/**
 * Why a row cannot be imported; each is also an error code, so the web app shows it in the
 * producer's language (`serverErrors.<code>`), with `args` filling its blanks.
 */
export const importRowErrorCodes = [
  'IMPORT_VALUE_REQUIRED',
  'IMPORT_VALUE_TOO_LONG',
  'IMPORT_VALUE_INVALID',
  'IMPORT_DATE_INVALID',
  'IMPORT_DATE_OUTSIDE_EVENT',
  'IMPORT_TIME_INVALID',
  'IMPORT_END_BEFORE_START',
  'IMPORT_QUOTA_UNKNOWN',
  'IMPORT_STATUS_UNKNOWN',
  'IMPORT_SPEAKER_UNKNOWN',
  'IMPORT_EXHIBITOR_UNKNOWN',
  'IMPORT_DUPLICATE_KEY',
] as const;
export type ImportRowErrorCode = (typeof importRowErrorCodes)[number];

export const importQuerySchema = z.object({ eventId: databaseIdSchema });

/**
 * `GET import/{kind}/template?format&lang`: the kind's header row and one example row. Built from
 * `z` and constants alone: this module is in the web app's first download (its error codes are),
 * and a call on another module's schema (`spreadsheetFormatSchema.default(…)`) would keep that
 * module's schemas, and zod with them, in it (~24 KB gzip).
 */
export const importTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: z.enum(locales).optional().describe("the headers' language; else the request's Accept-Language"),
});
export type ImportTemplateQuery = z.infer<typeof importTemplateQuerySchema>;

/** One bad cell of a row: the column's key (language-independent), why, and the blanks' values. */
export const importCellErrorSchema = z.object({
  column: z.string(),
  code: z.enum(importRowErrorCodes),
  args: z.array(z.unknown()),
});
export type ImportCellError = z.infer<typeof importCellErrorSchema>;

export const importRowSchema = z.object({
  row: z.number().int().describe("the spreadsheet's row number (the header is row 1)"),
  action: z.enum(['create', 'update']).describe('update: a record of the event has the same key'),
  key: z.string().describe("the row's key column(s), as the file writes them"),
  errors: z.array(importCellErrorSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** `POST import/{kind}/preview`: every row, and the totals. */
export const importPreviewSchema = z
  .object({
    rows: z.array(importRowSchema),
    created: z.number().int(),
    updated: z.number().int(),
    invalid: z.number().int().describe('rows with at least one error'),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `POST import/{kind}`: what was written, all in one transaction. */
export const importResultSchema = z
  .object({ created: z.number().int(), updated: z.number().int() })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;
