import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorageKey } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { GuestLoginPage } from './guest-login-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const extraRoutes = [{ path: '/event', element: <p>event page</p> }];

describe('GuestLoginPage', () => {
  it('signs in as a guest at once and goes to the event', async () => {
    const token = fakeToken({ userId: 30, role: 'GUEST', name: 'Visitante' });
    fetchMock.mockResolvedValue(jsonResponse(201, { token }));
    renderScreen(<GuestLoginPage />, { path: '/auth/login/guest', extraRoutes });
    expect(await screen.findByText('event page')).toBeInTheDocument();
    expect(localStorage.getItem(tokenStorageKey)).toBe(token);
    expect(callsOf(fetchMock)[0]).toMatchObject({ url: '/api/auth/guest', method: 'POST' });
  });

  it('says the original client’s words when it fails', async () => {
    fetchMock.mockResolvedValue(apiErrorResponse(429, 'RATE_LIMITED', [60]));
    renderScreen(<GuestLoginPage />, { path: '/auth/login/guest', extraRoutes });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível realizar o login.');
  });
});
