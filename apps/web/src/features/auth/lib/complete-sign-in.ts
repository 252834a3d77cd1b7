import { storeSession } from '../../../lib/session/session-store.ts';
import type { AuthResponse } from '../api/auth-response.ts';

/** Keeps the session of a successful answer; returns the server's message when there is none. */
export function completeSignIn(
  response: AuthResponse | undefined,
): { ok: true } | { ok: false; message: string | null } {
  if (response?.token) {
    storeSession(response.token);
    return { ok: true };
  }
  return { ok: false, message: response?.message ?? null };
}
