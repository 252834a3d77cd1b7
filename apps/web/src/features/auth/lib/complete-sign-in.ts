import { storeSession } from '../../../lib/session/session-store.ts';
import { decodeTokenPayload } from '../../../lib/session/token.ts';
import type { AuthResponse } from '../api/auth-response.ts';

export const codePagePath = '/auth/code-authentication';

/** Where a fresh session goes: an account whose e-mail is unconfirmed confirms it first. */
export function pathAfterSignIn(token: string): string {
  const claims = decodeTokenPayload(token);
  return claims && claims.role !== 'GUEST' && claims.confirmed === false ? codePagePath : '/event';
}

export type SignInResult =
  | { ok: true; next: string; confirmed: boolean }
  | { ok: false; message: string | null };

/** Keeps the session of a successful answer; returns the server's message when there is none. */
export function completeSignIn(response: AuthResponse | undefined): SignInResult {
  if (response?.token) {
    storeSession(response.token);
    const next = pathAfterSignIn(response.token);
    return { ok: true, next, confirmed: next !== codePagePath };
  }
  return { ok: false, message: response?.message ?? null };
}
