import { describe, expect, it } from 'vitest';
import { shouldShowMobileOnboarding } from './mobile-redirect.ts';

describe('shouldShowMobileOnboarding', () => {
  const first = { viewportWidth: 480, pathname: '/', seenThisSession: false };

  it('sends a phone session that starts at / to onboarding', () => {
    expect(shouldShowMobileOnboarding(first)).toBe(true);
  });

  it('lets later navigations through', () => {
    expect(shouldShowMobileOnboarding({ ...first, seenThisSession: true })).toBe(false);
  });

  it('leaves wider screens alone', () => {
    expect(shouldShowMobileOnboarding({ ...first, viewportWidth: 481 })).toBe(false);
  });

  it('lets the first page of a phone session through when it is not /', () => {
    for (const pathname of [
      '/initial',
      '/event',
      '/event/3',
      '/event/3/palestrante/2',
      '/area-produtor',
      '/expositor/4',
      '/suport',
      '/auth/login',
    ]) {
      expect(shouldShowMobileOnboarding({ ...first, pathname }), pathname).toBe(false);
    }
  });
});
