import { describe, expect, it } from 'vitest';
import { shouldShowMobileOnboarding } from './mobile-redirect.ts';

describe('shouldShowMobileOnboarding', () => {
  const first = { viewportWidth: 480, pathname: '/event', seenThisSession: false };

  it('sends the first page of a phone session to onboarding', () => {
    expect(shouldShowMobileOnboarding(first)).toBe(true);
  });

  it('lets later navigations through', () => {
    expect(shouldShowMobileOnboarding({ ...first, seenThisSession: true })).toBe(false);
  });

  it('leaves wider screens alone', () => {
    expect(shouldShowMobileOnboarding({ ...first, viewportWidth: 481 })).toBe(false);
  });

  it('does not redirect onboarding to itself', () => {
    expect(shouldShowMobileOnboarding({ ...first, pathname: '/initial' })).toBe(false);
  });
});
