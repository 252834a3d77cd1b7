import { limits } from '@vitrine/contract';

export const onboardingPath = '/initial';

/**
 * The original client's once-per-session rule: on a phone-sized screen, a visit that starts at `/` shows the
 * onboarding. Only `/`: a visit that starts anywhere else (a shared link, a bookmark, a reload)
 * lands where it was asked to.
 */
export function shouldShowMobileOnboarding({
  viewportWidth,
  pathname,
  seenThisSession,
}: {
  viewportWidth: number;
  pathname: string;
  seenThisSession: boolean;
}): boolean {
  return !seenThisSession && viewportWidth <= limits.mobileBreakpointPx && pathname === '/';
}
