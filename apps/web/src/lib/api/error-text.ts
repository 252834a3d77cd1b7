import { translateServerError } from '../i18n/server-errors.ts';
import { isApiError } from './api-error.ts';

/**
 * The text to show for a failed call, in the current language (call it while rendering, so a
 * language switch re-translates it). Errors that are not the API's get `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? translateServerError(error.body) : fallback;
}
