import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { LocalStarsMigration } from './local-stars-migration.tsx';

const userToken = (confirmed: boolean, role = 'USER') =>
  fakeToken({ userId: 8, role, name: 'Bia', confirmed, exp: Date.now() / 1000 + 3600 });

afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('LocalStarsMigration', () => {
  it("moves the browser's stars to the account once a confirmed member signs in, then forgets them", async () => {
    localStorage.setItem(
      'vitrine:stars:demo:1',
      JSON.stringify({ agenda: [5, 6], exhibitor: [2], speaker: [], property: [] }),
    );
    localStorage.setItem('vitrine:stars:other-tenant:1', JSON.stringify({ agenda: [7] }));
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<LocalStarsMigration />);
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => storeSession(userToken(true)));
    await waitFor(() => expect(localStorage.getItem('vitrine:stars:demo:1')).toBeNull());
    const puts = callsOf(fetchMock)
      .filter((call) => call.method === 'PUT')
      .map((call) => new URL(call.url, 'http://x').pathname);
    expect(puts.sort()).toEqual([
      '/api/favorite/agenda/5',
      '/api/favorite/agenda/6',
      '/api/favorite/exhibitor/2',
    ]);
    expect(localStorage.getItem('vitrine:stars:other-tenant:1')).not.toBeNull();
  });

  it('keeps the stars in the browser while the account is unconfirmed or a guest', async () => {
    localStorage.setItem('vitrine:stars:demo:1', JSON.stringify({ agenda: [5] }));
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    storeSession(userToken(false));
    const { unmount } = renderScreen(<LocalStarsMigration />);
    act(() => storeSession(userToken(true, 'GUEST')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    unmount();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('vitrine:stars:demo:1')).not.toBeNull();
  });

  it('keeps them for the next sign-in when the server fails, and drops items that no longer exist', async () => {
    localStorage.setItem('vitrine:stars:demo:1', JSON.stringify({ agenda: [5] }));
    localStorage.setItem('vitrine:stars:demo:2', JSON.stringify({ agenda: [40] }));
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      String(url).includes('/agenda/5')
        ? apiErrorResponse(503, 'SERVICE_UNAVAILABLE')
        : apiErrorResponse(404, 'CONTENT_NOT_FOUND'),
    );
    vi.stubGlobal('fetch', fetchMock);
    storeSession(userToken(true));
    renderScreen(<LocalStarsMigration />);
    await waitFor(() => expect(localStorage.getItem('vitrine:stars:demo:2')).toBeNull());
    expect(localStorage.getItem('vitrine:stars:demo:1')).not.toBeNull();
  });
});
