import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isApiError } from '../../lib/api/api-error.ts';

/** Field path ('address.road', 'videos.1') → message already in the interface language. */
export type FieldErrors = Record<string, string>;

/** The DOM id of a field: every control of these forms is found by its path. */
export const fieldId = (formId: string, path: string) => `${formId}-${path.replace(/\./g, '-')}`;

type Issue = z.core.$ZodIssue;

/** A zod issue of the contract's schemas (English) as a short message in the interface language. */
export function issueText(t: TFunction, issue: Issue): string {
  // A blank field reaches the schema as undefined (numbers: NaN); a select left empty fails the union.
  if (issue.code === 'invalid_type' && /received (undefined|null|NaN)/.test(issue.message)) {
    return t('producerForms.errors.required');
  }
  if (issue.code === 'invalid_union') return t('producerForms.errors.required');
  if (issue.code === 'too_small') {
    if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('producerForms.errors.required');
    if (issue.origin === 'number') return t('producerForms.errors.min', { min: String(issue.minimum) });
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'number') return t('producerForms.errors.max', { max: String(issue.maximum) });
    return t('producerForms.errors.tooLong', { max: String(issue.maximum) });
  }
  return messageText(t, issue.message);
}

/** The server's English issue message (`args[].message`) as text in the interface language. */
export function messageText(t: TFunction, message: string): string {
  if (/^required$|>=\s*1 char/i.test(message)) return t('producerForms.errors.required');
  if (/http\(s\)/i.test(message)) return t('producerForms.errors.url');
  if (/dd\/MM\/yyyy/.test(message)) return t('producerForms.errors.date');
  if (/HH:mm/.test(message)) return t('producerForms.errors.time');
  if (/JPEG or PNG/i.test(message)) return t('producerForms.image.type');
  if (/expected number/i.test(message)) return t('producerForms.errors.number');
  return t('producerForms.errors.invalid');
}

export function zodErrors(t: TFunction, error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issueText(t, issue);
  }
  return errors;
}

// Where a multipart JSON travels ('request', 'exhibitorRequest') or the part of the HTTP request.
const serverPrefixes = /^(body|querystring|params|request|exhibitorRequest)\./;

/**
 * A server VALIDATION_ERROR's `args` ([{ field, message }]) as field errors. A field this form
 * does not show (no element with its id) climbs to its parent path, else stays in `unmatched`.
 */
export function serverFieldErrors(
  t: TFunction,
  error: unknown,
  exists: (path: string) => boolean,
): { errors: FieldErrors; unmatched: string[] } | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return null;
  const errors: FieldErrors = {};
  const unmatched: string[] = [];
  for (const arg of error.args) {
    if (typeof arg !== 'object' || arg === null) continue;
    const { field, message } = arg as { field?: unknown; message?: unknown };
    const text = messageText(t, typeof message === 'string' ? message : '');
    let path = typeof field === 'string' ? field.replace(serverPrefixes, '') : '';
    while (path && !exists(path)) path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
    if (path) errors[path] ??= text;
    else unmatched.push(typeof field === 'string' && field ? `${field}: ${text}` : text);
  }
  return { errors, unmatched };
}
