import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nameStorageKey, tokenStorageKey } from '../../../lib/session/session-store.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { CallbackPage } from './callback-page.tsx';

const extraRoutes = [{ path: '/event', element: <p>event page</p> }];

describe('CallbackPage', () => {
  it('keeps the token of the provider sign-in and goes to the event', async () => {
    const token = fakeToken({ userId: 8, role: 'USER', name: 'Gabriela Google', confirmed: true });
    renderScreen(<CallbackPage />, { path: `/auth/callback?token=${token}`, extraRoutes });
    expect(await screen.findByText('event page')).toBeInTheDocument();
    expect(localStorage.getItem(tokenStorageKey)).toBe(token);
    expect(localStorage.getItem(nameStorageKey)).toBe('Gabriela Google');
  });

  it('only logs an error without a token', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<CallbackPage />, { path: '/auth/callback', extraRoutes });
    expect(screen.getByText('Processando autenticação...')).toBeInTheDocument();
    expect(error).toHaveBeenCalledOnce();
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });
});
