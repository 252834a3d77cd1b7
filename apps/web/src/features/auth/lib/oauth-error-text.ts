import { type ErrorCode, errorMessages } from '@vitrine/contract';
import { translateServerError } from '../../../lib/i18n/server-errors.ts';

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorMessages, code);

/**
 * The `?error=<CODE>` the API puts on /auth/login when third-party sign-in fails, in words;
 * a code we do not know still reads as a failed provider sign-in, never as raw text.
 */
export function oauthErrorText(code: string): string {
  const known = isErrorCode(code) ? code : 'OAUTH_FAILED';
  return translateServerError({ code: known, message: errorMessages[known] });
}
