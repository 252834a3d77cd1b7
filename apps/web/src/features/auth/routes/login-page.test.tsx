import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nameStorageKey, tokenStorageKey } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const extraRoutes = [
  { path: '/event', element: <p>event page</p> },
  { path: '/auth/code-authentication', element: <p>code page</p> },
];

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  it('asks for the e-mail and the password before calling the API', async () => {
    renderScreen(<LoginPage />, { path: '/auth/login' });
    await signIn('ana@example.com', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha o email e a senha.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server refusal in red, announced', async () => {
    fetchMock.mockResolvedValue(apiErrorResponse(401, 'BAD_CREDENTIALS'));
    renderScreen(<LoginPage />, { path: '/auth/login' });
    await signIn('ana@example.com', 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('Senha incorreta, Tente novamente!');
  });

  it('stores the token and the name, and goes to the event', async () => {
    const token = fakeToken({ userId: 3, role: 'USER', name: 'Ana Souza', confirmed: true });
    fetchMock.mockResolvedValue(jsonResponse(200, { token }));
    const { router } = renderScreen(<LoginPage />, { path: '/auth/login', extraRoutes });
    await signIn(' ana@example.com ', 'segredo-forte');
    expect(await screen.findByText('event page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/event');
    expect(localStorage.getItem(tokenStorageKey)).toBe(token);
    expect(localStorage.getItem(nameStorageKey)).toBe('Ana Souza');
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/auth/login',
      method: 'POST',
      body: { login: 'ana@example.com', password: 'segredo-forte' },
    });
  });

  it('sends an unconfirmed account to the code page', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { token: fakeToken({ userId: 3, role: 'USER', name: 'Ana', confirmed: false }) }),
    );
    renderScreen(<LoginPage />, { path: '/auth/login', extraRoutes });
    await signIn('ana@example.com', 'segredo-forte');
    expect(await screen.findByText('code page')).toBeInTheDocument();
  });

  it('does not send a stale stored token with the credentials', async () => {
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 9, role: 'GUEST' }));
    fetchMock.mockResolvedValue(apiErrorResponse(401, 'BAD_CREDENTIALS'));
    renderScreen(<LoginPage />, { path: '/auth/login' });
    await signIn('ana@example.com', 'errada');
    await screen.findByRole('alert');
    expect(callsOf(fetchMock)[0]?.headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem(tokenStorageKey)).not.toBeNull();
  });

  it('explains a failed Google sign-in from the redirect, until the next try', async () => {
    renderScreen(<LoginPage />, { path: '/auth/login?error=OAUTH_FAILED' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível entrar com o Google. Tente novamente.',
    );
    await signIn('', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha o email e a senha.');
  });

  it('offers Google only when the server has it, with the tenant', () => {
    renderScreen(<LoginPage />, { path: '/auth/login', config: { providers: { google: true } } });
    expect(screen.getByRole('link', { name: /Google/ })).toHaveAttribute(
      'href',
      '/api/oauth2/authorization/google?tenant=demo',
    );
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/auth/cadastrar');
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/auth/fale-conosco');
  });

  it('hides Google when the server does not offer it', () => {
    renderScreen(<LoginPage />, { path: '/auth/login' });
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
  });

  it('says "entrando...." while signing in', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderScreen(<LoginPage />, { path: '/auth/login' });
    await signIn('ana@example.com', 'segredo-forte');
    expect(await screen.findByRole('button', { name: 'entrando....' })).toBeDisabled();
  });
});
