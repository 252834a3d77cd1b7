import { limits } from '@vitrine/contract';

export const onboardingPath = '/initial';

/**
 * SPEC's once-per-session rule: on a phone-sized screen the first page of a visit is the
 * onboarding, after which navigation goes where it was asked to.
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
  return !seenThisSession && viewportWidth <= limits.mobileBreakpointPx && pathname !== onboardingPath;
}
