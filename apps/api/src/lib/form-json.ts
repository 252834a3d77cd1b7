import type { Address, FieldIssue, SocialMedia } from '@vitrine/contract';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { sanitizeRichText } from './html-sanitize.ts';
import { unstorableText } from './text-input.ts';

/**
 * The JSON part of a producer form: the original client sends it in the URL (`?request={json}`),
 * the web app as a multipart text field of the same name (rich HTML does not fit in a URL). The
 * query wins when both are present. Missing or malformed JSON is a 400 VALIDATION_ERROR naming
 * `field`; a schema failure lists every failing field as `<field>.<path>` (e.g.
 * `request.address.city`).
 */
export function parseFormJson<S extends z.ZodType>(
  schema: S,
  field: string,
  sources: { query?: string | undefined; fields: Record<string, string> },
): z.output<S> {
  const raw = sources.query ?? sources.fields[field];
  if (raw === undefined || raw.trim() === '') throw validationError([{ field, message: 'Required' }]);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw validationError([{ field, message: 'Malformed JSON' }]);
  }
  const found = unstorableText(json, field);
  if (found) throw validationError([found]);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw validationError(
      parsed.error.issues.map((issue) => ({
        field: [field, ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

export const validationError = (issues: FieldIssue[]) => new AppError(400, 'VALIDATION_ERROR', issues);

/** A 400 VALIDATION_ERROR naming one field. */
export const invalidField = (field: string, message: string) => validationError([{ field, message }]);

/**
 * Sanitized rich text of a form field (`sanitizeRichText`). Nothing visible left once cleaned (only
 * a script, or empty markup with no text and no image) is empty: a required field adds an issue,
 * an optional one becomes null.
 */
export function cleanHtml(
  value: string | null | undefined,
  field: string,
  issues: FieldIssue[],
  { required }: { required: boolean },
): string | null {
  const clean = sanitizeRichText(value ?? '');
  const blank = clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img\b/i.test(clean);
  if (blank && required) issues.push({ field, message: 'Required' });
  return clean === '' ? null : clean;
}

/** Only the social links given, as rows store them (the presenter fills the rest with null). */
export function compactSocialMedia(
  links: Partial<Record<keyof SocialMedia, string | null | undefined>> | null | undefined,
): Partial<SocialMedia> {
  const kept: Partial<SocialMedia> = {};
  for (const [key, value] of Object.entries(links ?? {})) {
    if (typeof value === 'string' && value !== '') kept[key as keyof SocialMedia] = value;
  }
  return kept;
}

/** The address of a form as rows store it: its known fields only. */
export const toAddress = (address: Address): Address => ({
  road: address.road,
  number: address.number,
  city: address.city,
  state: address.state,
  zipCode: address.zipCode,
  complement: address.complement,
});
