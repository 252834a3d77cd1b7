import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignInPromptHost } from '../../../app/layouts/sign-in-prompt-host.tsx';
import { tokenStorageKey } from '../../../lib/session/session-store.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { AccountBanner } from './account-banner.tsx';

const renderBanner = () =>
  renderScreen(
    <SignInPromptHost>
      <AccountBanner />
    </SignInPromptHost>,
    { path: '/event' },
  );

describe('AccountBanner', () => {
  it('lets a guest open the register modal', async () => {
    const user = userEvent.setup();
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 5, role: 'GUEST', name: 'Visitante' }));
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('dialog', { name: 'Criar conta' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toBeInTheDocument();
  });

  it('tells a visitor without an account what signing in gives, not that they are a guest', () => {
    renderBanner();
    expect(
      screen.getByText('Entre ou crie sua conta para publicar no feed e participar do evento.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/navegando como convidado/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('reminds an unconfirmed account of its code', () => {
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 6, role: 'USER', confirmed: false }));
    renderBanner();
    expect(screen.getByRole('link', { name: 'Confirmar e-mail' })).toHaveAttribute(
      'href',
      '/auth/code-authentication',
    );
  });

  it('says nothing to a confirmed member', () => {
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 7, role: 'USER', confirmed: true }));
    renderBanner();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
