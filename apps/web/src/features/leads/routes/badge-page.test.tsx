import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Badge } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../../lib/session/session-store.ts';
import { SignInPromptContext } from '../../../lib/session/sign-in-prompt.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { BadgePage } from './badge-page.tsx';

const badge = (code: string): Badge => ({
  code,
  qr: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>`,
  payload: `VTR1.${code}.sig`,
  hasPhone: true,
});

function serve(answers: { badge?: Response | (() => Response); rotate?: Badge }) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://test').pathname;
    if (path === '/api/badge' && (init?.method ?? 'GET') === 'GET') {
      const answer = answers.badge;
      return typeof answer === 'function' ? answer() : (answer ?? jsonResponse(200, badge('ABCDEFGH')));
    }
    if (path === '/api/badge/rotate') return jsonResponse(200, answers.rotate);
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const member = () =>
  storeSession(fakeToken({ userId: 12, role: 'USER', confirmed: true, name: 'Rita Lima' }), 'Rita Lima');

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('BadgePage', () => {
  it('shows the QR as an image, the code as ABCD-EFGH, the name and what showing it shares', async () => {
    member();
    serve({});
    renderScreen(<BadgePage />, { path: '/meu-cracha' });
    const qr = await screen.findByRole('img', { name: 'QR code do seu crachá, código ABCD-EFGH' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('ABCD-EFGH')).toBeInTheDocument();
    expect(screen.getByText('Rita Lima')).toBeInTheDocument();
    expect(screen.getByText(/guarda seu nome, seu e-mail e seu telefone/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quem tem meus dados' })).toHaveAttribute('href', '/meus-dados');
  });

  it('makes a new badge only after the confirmation, and says the old one stopped working', async () => {
    const user = userEvent.setup();
    member();
    const fetchMock = serve({ rotate: badge('JKMNPQRS') });
    renderScreen(<BadgePage />, { path: '/meu-cracha' });
    await screen.findByText('ABCD-EFGH');

    await user.click(screen.getByRole('button', { name: 'Gerar novo crachá' }));
    const dialog = screen.getByRole('dialog', { name: 'Gerar um novo crachá?' });
    expect(within(dialog).getByText(/O crachá atual deixa de funcionar/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsOf(fetchMock).filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Gerar novo crachá' }));
    // From now on the server knows only the new badge (the page reads it again after rotating).
    fetchMock.mockImplementation(async () => jsonResponse(200, badge('JKMNPQRS')));
    await user.click(screen.getByRole('button', { name: 'Gerar novo' }));
    expect(await screen.findByText('JKMN-PQRS')).toBeInTheDocument();
    expect(await screen.findByText('Novo crachá gerado. O anterior não funciona mais.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the badge cannot be loaded', async () => {
    member();
    serve({ badge: () => apiErrorResponse(500, 'INTERNAL') });
    renderScreen(<BadgePage />, { path: '/meu-cracha' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seu crachá.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('asks an anonymous visitor or a guest to sign in, in the site modal', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({});
    const openSignIn = vi.fn();
    storeSession(fakeToken({ userId: 3, role: 'GUEST' }));
    renderScreen(
      <SignInPromptContext.Provider value={openSignIn}>
        <BadgePage />
      </SignInPromptContext.Provider>,
      { path: '/meu-cracha' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Entre para ver seu crachá' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(openSignIn).toHaveBeenCalledWith('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
