import type { InterestTarget } from '../api/use-send-interest.ts';

/**
 * The 'Tenho interesse' a visitor asked for before signing in, so the dialog opens again on the
 * same property or stand once they are in (also after the sign-in modal's e-mail confirmation).
 */
const storageKey = 'vitrine.pendingInterest';
const keyOf = ({ kind, id }: InterestTarget) => `${kind}:${id}`;

export function rememberPendingInterest(target: InterestTarget): void {
  try {
    window.sessionStorage.setItem(storageKey, keyOf(target));
  } catch {
    // Without storage the visitor presses the button again after signing in.
  }
}

/** Whether `target` was waiting; it stops waiting either way. */
export function takePendingInterest(target: InterestTarget): boolean {
  try {
    if (window.sessionStorage.getItem(storageKey) !== keyOf(target)) return false;
    window.sessionStorage.removeItem(storageKey);
    return true;
  } catch {
    return false;
  }
}
