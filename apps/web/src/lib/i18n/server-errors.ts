import { type ErrorCode, errorMessages } from '@vitrine/contract';
import type { ApiErrorBody } from '../api/api-error.ts';
import { i18n } from './i18n.ts';

type ServerErrorKey = `serverErrors.${ErrorCode | 'FETCH_FAILED'}`;

const codeByMessage = new Map<string, ErrorCode>(
  Object.entries(errorMessages).map(([code, message]) => [message, code as ErrorCode]),
);

function keyFor(code: string): ServerErrorKey | null {
  const key = `serverErrors.${code}`;
  return code && i18n.exists(key) ? (key as ServerErrorKey) : null;
}

/**
 * The server's error in the interface language: by code first, then by its English message
 * (older servers sent only that), else the original client's "Translation not found" text.
 */
export function translateServerError(
  body: Pick<ApiErrorBody, 'code' | 'message'> & { args?: unknown[] },
): string {
  const key = keyFor(body.code) ?? keyFor(codeByMessage.get(body.message) ?? '');
  if (!key) return i18n.t('serverErrors.unknown', { message: body.message });
  // Placeholders are positional ({{0}}) as in the server's message arguments.
  const values = Object.fromEntries((body.args ?? []).map((arg, index) => [String(index), String(arg)]));
  return i18n
    .t(key, { ...values, defaultValue: '' })
    .replace(/\{\{\d+\}\}/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
