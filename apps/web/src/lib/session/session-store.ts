import { useMemo, useSyncExternalStore } from 'react';
import { decodeTokenPayload, type TokenClaims } from './token.ts';

/** Storage keys the original client used; kept so existing sessions survive. */
export const tokenStorageKey = 'authToken';
export const nameStorageKey = 'name';
const changeEvent = 'vitrine:session';

export type Session =
  | { status: 'anonymous' }
  | { status: 'invalid' }
  | { status: 'authenticated'; token: string; claims: TokenClaims; name: string };

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return safeStorage()?.getItem(tokenStorageKey) || null;
}

export function storeSession(token: string, name?: string): void {
  const storage = safeStorage();
  storage?.setItem(tokenStorageKey, token);
  const displayName = name ?? decodeTokenPayload(token)?.name;
  if (displayName) storage?.setItem(nameStorageKey, displayName);
  window.dispatchEvent(new Event(changeEvent));
}

export function clearSession(): void {
  const storage = safeStorage();
  storage?.removeItem(tokenStorageKey);
  storage?.removeItem(nameStorageKey);
  window.dispatchEvent(new Event(changeEvent));
}

/**
 * The server refused `token` (revoked or expired): forget it, unless a newer sign-in has
 * already replaced it, and tell whoever listens (the app shows a notice and re-runs its guards).
 */
export function expireSession(token: string): void {
  if (readStoredToken() !== token) return;
  clearSession();
  if (expiryListeners.size === 0) expiryUnheard = true;
  for (const listener of expiryListeners) listener();
}

const expiryListeners = new Set<() => void>();
// An expiry before anyone listens (a request during start-up) is told to the first listener.
let expiryUnheard = false;

export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  if (expiryUnheard) {
    expiryUnheard = false;
    listener();
  }
  return () => expiryListeners.delete(listener);
}

export function sessionFromToken(token: string | null, storedName: string | null = null): Session {
  if (!token) return { status: 'anonymous' };
  const claims = decodeTokenPayload(token);
  if (!claims) return { status: 'invalid' };
  return { status: 'authenticated', token, claims, name: claims.name || storedName || claims.email || '' };
}

export function readSession(): Session {
  return sessionFromToken(readStoredToken(), safeStorage()?.getItem(nameStorageKey) ?? null);
}

function subscribe(onChange: () => void): () => void {
  // `storage` covers other tabs; our own event covers this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/** The signed-in state, derived from the stored token and kept in sync across tabs. */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribe, readStoredToken, () => null);
  const name = useSyncExternalStore(subscribe, () => safeStorage()?.getItem(nameStorageKey) ?? null);
  return useMemo(() => sessionFromToken(token, name), [token, name]);
}
