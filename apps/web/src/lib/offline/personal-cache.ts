import { useEffect } from 'react';
import { useSession } from '../session/session-store.ts';
import { personalApiCache } from './api-cache.ts';

/** Whose personal API copies the service worker holds, as far as this browser knows. */
const ownerStorageKey = 'vitrine:offline-owner';

/**
 * Empties the worker's personal copies (stars, Minha agenda, participation, a member's feed) when
 * the signed-in user is not the one they were kept for: after a sign-out, an expired session or
 * another account's sign-in, even one that happened while the app was closed. The worker already
 * files each copy under its owner, so this is for the privacy of a shared phone, not correctness.
 */
export async function keepPersonalCopiesFor(owner: string): Promise<void> {
  let previous: string | null = null;
  try {
    previous = window.localStorage.getItem(ownerStorageKey);
    window.localStorage.setItem(ownerStorageKey, owner);
  } catch {
    // Without storage every change of owner empties the cache, which is the safe side.
  }
  if (previous === owner || typeof caches === 'undefined') return;
  await caches.delete(personalApiCache).catch(() => false);
}

export function usePersonalCopiesOwner(): void {
  const session = useSession();
  const owner = session.status === 'authenticated' ? String(session.claims.userId) : 'anonymous';
  useEffect(() => {
    void keepPersonalCopiesFor(owner);
  }, [owner]);
}
