import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStorageKey } from '../lib/session/session-store.ts';
import { fakeToken } from '../test/render.tsx';
import { routes } from './routes.tsx';

/** Where the route table's loaders leave a visit that opens `path` (no page is rendered). */
async function landingOf(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

afterEach(() => {
  window.innerWidth = 1024;
});

describe('the first page of a phone visit', () => {
  it('sends / to onboarding', async () => {
    window.innerWidth = 480;
    expect(await landingOf('/')).toBe('/initial');
  });

  it('keeps deep links: the feed and an exhibitor signed in, the producer area as ADMIN', async () => {
    window.innerWidth = 480;
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 1, role: 'USER' }));
    expect(await landingOf('/event?tab=feed')).toBe('/event?tab=feed');
    sessionStorage.clear();
    expect(await landingOf('/expositor/4')).toBe('/expositor/4');
    sessionStorage.clear();
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 1, role: 'ADMIN' }));
    expect(await landingOf('/area-produtor')).toBe('/area-produtor');
  });
});

describe('anonymous visitors (they read every tab)', () => {
  it.each([
    '/event',
    '/event?tab=feed',
    '/event/3',
    '/event/3/palestrante/2',
    '/event/3/imovel/5',
    '/expositor',
    '/expositor/4',
    // The badge and 'Quem tem meus dados' ask for an account on the page itself.
    '/meu-cracha',
    '/meus-dados',
  ])('open the shared link %s, on a phone too', async (path) => {
    expect(await landingOf(path)).toBe(path);
    sessionStorage.clear();
    window.innerWidth = 480;
    expect(await landingOf(path)).toBe(path);
  });

  it.each(['/home', '/private'])('are still sent from %s to onboarding', async (path) => {
    expect(await landingOf(path)).toBe('/initial');
  });

  it('are sent from the producer area to onboarding', async () => {
    expect(await landingOf('/area-produtor')).toBe('/initial');
  });
});
