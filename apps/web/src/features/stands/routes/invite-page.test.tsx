import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitePreview } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredToken, storeSession } from '../../../lib/session/session-store.ts';
import { SignInPromptContext } from '../../../lib/session/sign-in-prompt.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { InvitePage } from './invite-page.tsx';

const token = 'a'.repeat(43);
const open: InvitePreview = {
  status: 'OPEN',
  email: 'lia@estande.test',
  role: 'OWNER',
  exhibitorId: 7,
  exhibitorTitle: 'Casa Aurora',
  eventTitle: 'Feira de Imóveis 2026',
  expiresAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
  accountExists: false,
};

/** The invitation's routes: the preview, and `accept`'s answer. */
function serve(preview: Response | (() => Response), accept: () => Response = () => jsonResponse(200, {})) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://test').pathname;
    if (path === `/api/invite/${token}`) return typeof preview === 'function' ? preview() : preview.clone();
    if (path === `/api/invite/${token}/accept` && init?.method === 'POST') return accept();
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function openInvite() {
  const openSignIn = vi.fn();
  const screenApi = renderScreen(<p>start</p>, {
    path: '/start',
    extraRoutes: [
      {
        path: '/auth/convite/:token',
        element: (
          <SignInPromptContext.Provider value={openSignIn}>
            <InvitePage />
          </SignInPromptContext.Provider>
        ),
      },
      { path: '/area-expositor', element: <p>exhibitor area</p> },
    ],
  });
  await act(() => screenApi.router.navigate(`/auth/convite/${token}`));
  return { ...screenApi, openSignIn };
}

afterEach(() => vi.unstubAllGlobals());

describe('InvitePage', () => {
  it('shows what the invitation is for, and a new account accepts it', async () => {
    const user = userEvent.setup();
    const newToken = fakeToken({ userId: 40, role: 'USER', name: 'Lia', email: 'lia@estande.test' });
    const fetchMock = serve(jsonResponse(200, open), () =>
      jsonResponse(200, { exhibitorId: 7, role: 'OWNER', token: newToken }),
    );
    const { router } = await openInvite();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o convite...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Convite para a equipe do estande Casa Aurora' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Feira de Imóveis 2026')).toBeInTheDocument();
    expect(screen.getByText('Responsável')).toBeInTheDocument();
    expect(screen.getByText('lia@estande.test')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Nome/), 'Lia Prado');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo-forte');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'outra-coisa');
    await user.click(screen.getByRole('button', { name: 'Criar conta e aceitar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('As senhas não coincidem.');

    await user.clear(screen.getByLabelText(/Confirmar senha/));
    await user.type(screen.getByLabelText(/Confirmar senha/), 'segredo-forte');
    await user.click(screen.getByRole('button', { name: 'Criar conta e aceitar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/area-expositor'));
    expect(router.state.location.search).toBe('?stand=7');
    expect(readStoredToken()).toBe(newToken);
    expect(await screen.findByText(/Convite aceito!/)).toBeInTheDocument();
    const accept = callsOf(fetchMock).find((call) => call.method === 'POST');
    expect(accept?.body).toEqual({ name: 'Lia Prado', password: 'segredo-forte' });
    expect(accept?.headers.get('Authorization')).toBeNull();
  });

  it('asks someone with an account to sign in, in a modal that keeps this page', async () => {
    const user = userEvent.setup();
    serve(jsonResponse(200, { ...open, accountExists: true }));
    const { openSignIn } = await openInvite();
    expect(await screen.findByText(/Já existe uma conta com lia@estande.test/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar para aceitar' }));
    expect(openSignIn).toHaveBeenCalledWith('login');
  });

  it('accepts with one click when signed in with the invited address', async () => {
    const user = userEvent.setup();
    storeSession(fakeToken({ userId: 40, role: 'USER', name: 'Lia', email: 'LIA@estande.test' }));
    const fetchMock = serve(jsonResponse(200, { ...open, accountExists: true }), () =>
      jsonResponse(200, { exhibitorId: 7, role: 'OWNER' }),
    );
    const { router } = await openInvite();
    await user.click(await screen.findByRole('button', { name: 'Aceitar convite' }));
    await waitFor(() => expect(router.state.location.search).toBe('?stand=7'));
    const accept = callsOf(fetchMock).find((call) => call.method === 'POST');
    expect(accept?.body).toEqual({});
    expect(accept?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('explains another account plainly and offers to switch to the invited one', async () => {
    const user = userEvent.setup();
    storeSession(fakeToken({ userId: 41, role: 'USER', name: 'Bia', email: 'bia@outro.test' }));
    serve(jsonResponse(200, { ...open, accountExists: true }));
    const { openSignIn } = await openInvite();
    expect(await screen.findByText(/Você está usando bia@outro.test/)).toHaveTextContent(
      'mas o convite foi enviado para lia@estande.test',
    );
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sair e entrar com lia@estande.test' }));
    await waitFor(() => expect(openSignIn).toHaveBeenCalledWith('login'));
    expect(readStoredToken()).toBeNull();
  });

  it('signs out of another account into the sign-up form when the address has none', async () => {
    const user = userEvent.setup();
    storeSession(fakeToken({ userId: 41, role: 'USER', name: 'Bia', email: 'bia@outro.test' }));
    serve(jsonResponse(200, open));
    const { openSignIn } = await openInvite();
    await user.click(await screen.findByRole('button', { name: 'Sair e entrar com lia@estande.test' }));
    expect(await screen.findByRole('button', { name: 'Criar conta e aceitar' })).toBeInTheDocument();
    expect(openSignIn).not.toHaveBeenCalled();
  });

  it.each([
    ['EXPIRED', 'Este convite expirou'],
    ['USED', 'Este convite já foi usado'],
    ['CANCELLED', 'Este convite foi cancelado'],
  ] as const)('explains a %s invitation, with the way home', async (status, title) => {
    serve(jsonResponse(200, { ...open, status }));
    await openInvite();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/initial');
  });

  it('explains an unknown link', async () => {
    serve(() => apiErrorResponse(404, 'INVITE_NOT_FOUND'));
    await openInvite();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Convite não encontrado' }),
    ).toBeInTheDocument();
  });

  it('turns into the expired page when the link expires before it is accepted', async () => {
    const user = userEvent.setup();
    let status: InvitePreview['status'] = 'OPEN';
    storeSession(fakeToken({ userId: 40, role: 'USER', name: 'Lia', email: 'lia@estande.test' }));
    serve(
      () => jsonResponse(200, { ...open, status }),
      () => {
        status = 'EXPIRED';
        return apiErrorResponse(410, 'INVITE_EXPIRED');
      },
    );
    await openInvite();
    await user.click(await screen.findByRole('button', { name: 'Aceitar convite' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este convite expirou' }),
    ).toBeInTheDocument();
  });
});
