import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStorageKey } from '../../../lib/session/session-store.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { CodeAuthenticationPage } from './code-authentication-page.tsx';

const extraRoutes = [
  { path: '/auth/login', element: <p>login page</p> },
  { path: '/event', element: <p>event page</p> },
];

describe('CodeAuthenticationPage', () => {
  it('sends a visitor without a session to the login', async () => {
    renderScreen(<CodeAuthenticationPage />, { path: '/auth/code-authentication', extraRoutes });
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('sends an already confirmed account to the event', async () => {
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 1, role: 'USER', confirmed: true }));
    renderScreen(<CodeAuthenticationPage />, { path: '/auth/code-authentication', extraRoutes });
    expect(await screen.findByText('event page')).toBeInTheDocument();
  });

  it('names the address the code went to', () => {
    localStorage.setItem(
      tokenStorageKey,
      fakeToken({ userId: 1, role: 'USER', email: 'ana@example.com', confirmed: false }),
    );
    renderScreen(<CodeAuthenticationPage />, { path: '/auth/code-authentication', extraRoutes });
    expect(
      screen.getByText('Digite o código de 6 dígitos que está a caminho de ana@example.com.'),
    ).toBeVisible();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });
});
