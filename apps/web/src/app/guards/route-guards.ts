import { type LoaderFunctionArgs, redirect } from 'react-router';
import { readSession, readStoredToken } from '../../lib/session/session-store.ts';
import { onboardingPath, shouldShowMobileOnboarding } from './mobile-redirect.ts';

export const mobileOnboardingStorageKey = 'vitrine.onboardingSeen';

/** Whether this visit already showed a page; unknown (no storage) counts as yes, never a loop. */
function takeFirstVisitFlag(): boolean {
  try {
    const seen = window.sessionStorage.getItem(mobileOnboardingStorageKey) === '1';
    window.sessionStorage.setItem(mobileOnboardingStorageKey, '1');
    return seen;
  } catch {
    return true;
  }
}

/**
 * The whole app's first loader: every visit's first page takes the flag (so signing in first, or
 * opening a shared link, never bounces to onboarding later), and only a phone visit that starts at
 * `/` is sent to onboarding.
 */
export function mobileOnboardingLoader({ request }: LoaderFunctionArgs) {
  const seenThisSession = takeFirstVisitFlag();
  const { pathname } = new URL(request.url);
  if (shouldShowMobileOnboarding({ viewportWidth: window.innerWidth, pathname, seenThisSession })) {
    throw redirect(onboardingPath);
  }
  return null;
}

/** Pages for signed-in users: without a stored token, back to onboarding. */
export function requireTokenLoader() {
  if (!readStoredToken()) throw redirect(onboardingPath);
  return null;
}

/** The producer area: ADMIN only; other signed-in users go to the event. */
export function requireAdminLoader() {
  const session = readSession();
  if (!readStoredToken()) throw redirect(onboardingPath);
  if (session.status !== 'authenticated' || session.claims.role !== 'ADMIN') throw redirect('/event');
  return null;
}

/** 'Moderação', the one producer section a MODERATOR may open. */
export const moderationAreaPath = '/area-produtor?section=moderation';

/**
 * The producer area: ADMIN everywhere; a MODERATOR only in 'Moderação', sent there from any other
 * section (the loader runs again on each change of `?section=`); others go to the event.
 */
export function requireProducerAreaLoader({ request }: LoaderFunctionArgs) {
  if (!readStoredToken()) throw redirect(onboardingPath);
  const session = readSession();
  const role = session.status === 'authenticated' ? session.claims.role : null;
  if (role === 'ADMIN') return null;
  if (role !== 'MODERATOR') throw redirect('/event');
  if (new URL(request.url).searchParams.get('section') !== 'moderation') throw redirect(moderationAreaPath);
  return null;
}

/** Re-check on every navigation: the token may have been removed in another tab. */
export const alwaysRevalidate = () => true;
