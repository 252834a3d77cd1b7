import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';

/** A failed confirmation in words: a wrong code also says how many tries are left. */
export function codeErrorText(error: unknown, t: TFunction): string {
  const text = errorText(error, t('auth.code.failed'));
  if (!isApiError(error) || error.code !== 'CODE_INVALID') return text;
  const attemptsLeft = Number(error.args[0]);
  if (!Number.isInteger(attemptsLeft) || attemptsLeft < 0) return text;
  return `${text} ${t('auth.code.attemptsLeft', { count: attemptsLeft })}`;
}

/** Errors after which this code can never work: the way on is a new code. */
export const needsNewCode = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'CODE_LOCKED' || error.code === 'CODE_EXPIRED');
