import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../components/ui/toast.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { expireSession, tokenStorageKey } from '../lib/session/session-store.ts';
import { fakeToken } from '../test/render.tsx';
import { alwaysRevalidate, requireTokenLoader } from './guards/route-guards.ts';
import { useSessionExpiryNotice } from './session-expiry.ts';

function Root() {
  useSessionExpiryNotice();
  return <Outlet />;
}

describe('useSessionExpiryNotice', () => {
  it('tells the user and lets the guard send a guarded page to /initial', async () => {
    const token = fakeToken({ userId: 1, role: 'USER', name: 'Ana' });
    localStorage.setItem(tokenStorageKey, token);
    const router = createMemoryRouter(
      [
        {
          element: <Root />,
          children: [
            {
              path: '/event',
              loader: requireTokenLoader,
              shouldRevalidate: alwaysRevalidate,
              element: <p>event page</p>,
            },
            { path: '/initial', element: <p>initial page</p> },
          ],
        },
      ],
      { initialEntries: ['/event'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <ToastProvider lifetimeMs={10_000} regionLabel="Notificações" closeLabel="Fechar">
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByText('event page')).toBeInTheDocument();
    act(() => expireSession(token));
    expect(await screen.findByText('initial page')).toBeInTheDocument();
    expect(screen.getByText('Sua sessão expirou. Entre novamente para continuar.')).toBeInTheDocument();
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });
});
