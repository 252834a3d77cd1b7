import { describe, expect, it } from 'vitest';
import { tokenStorageKey } from '../../lib/session/session-store.ts';
import { fakeToken } from '../../test/render.tsx';
import {
  mobileOnboardingLoader,
  requireAdminLoader,
  requireProducerAreaLoader,
  requireTokenLoader,
} from './route-guards.ts';

const redirectOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (thrown) {
    return thrown instanceof Response ? thrown.headers.get('Location') : thrown;
  }
};

const loaderArgs = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: undefined }) as Parameters<
    typeof mobileOnboardingLoader
  >[0];

describe('token guard', () => {
  it('sends visitors without a token to onboarding', () => {
    expect(redirectOf(requireTokenLoader)).toBe('/initial');
  });

  it('lets a stored token through', () => {
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 1, role: 'USER' }));
    expect(redirectOf(requireTokenLoader)).toBeNull();
  });
});

describe('producer guard', () => {
  it('sends non-admins to the event', () => {
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 1, role: 'USER' }));
    expect(redirectOf(requireAdminLoader)).toBe('/event');
  });

  it('lets ADMIN in', () => {
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 1, role: 'ADMIN' }));
    expect(redirectOf(requireAdminLoader)).toBeNull();
  });

  it('sends visitors without a token to onboarding', () => {
    expect(redirectOf(requireAdminLoader)).toBe('/initial');
  });
});

describe('mobile onboarding', () => {
  it('redirects a phone session that starts at / once', () => {
    window.innerWidth = 480;
    expect(redirectOf(() => mobileOnboardingLoader(loaderArgs('/')))).toBe('/initial');
    expect(redirectOf(() => mobileOnboardingLoader(loaderArgs('/')))).toBeNull();
  });

  it.each(['/event', '/event?tab=feed', '/area-produtor', '/expositor/4', '/event/1/palestrante/2'])(
    'lets a phone session that starts at %s land there',
    (path) => {
      window.innerWidth = 480;
      expect(redirectOf(() => mobileOnboardingLoader(loaderArgs(path)))).toBeNull();
      // And the visit has started: a later / is not the first page any more.
      expect(redirectOf(() => mobileOnboardingLoader(loaderArgs('/')))).toBeNull();
    },
  );

  it('leaves desktop sessions alone', () => {
    window.innerWidth = 1280;
    expect(redirectOf(() => mobileOnboardingLoader(loaderArgs('/')))).toBeNull();
  });
});

describe('producer area guard', () => {
  const run = (path: string) => () => requireProducerAreaLoader(loaderArgs(path));

  it('lets ADMIN into every section', () => {
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 1, role: 'ADMIN' }));
    expect(redirectOf(run('/area-produtor?section=members'))).toBeNull();
  });

  it("lets a MODERATOR into 'Moderação' only", () => {
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 1, role: 'MODERATOR' }));
    expect(redirectOf(run('/area-produtor?section=moderation'))).toBeNull();
    expect(redirectOf(run('/area-produtor?section=members'))).toBe('/area-produtor?section=moderation');
    expect(redirectOf(run('/area-produtor'))).toBe('/area-produtor?section=moderation');
  });

  it('sends members to the event and visitors to onboarding', () => {
    expect(redirectOf(run('/area-produtor'))).toBe('/initial');
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 1, role: 'USER' }));
    expect(redirectOf(run('/area-produtor?section=moderation'))).toBe('/event');
  });
});
