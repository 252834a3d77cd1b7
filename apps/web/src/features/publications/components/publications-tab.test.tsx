import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store.ts';
import { SignInPromptContext } from '../../../lib/session/sign-in-prompt.ts';
import { callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { PublicationsTab } from './publications-tab.tsx';

const emptyPage = () => jsonResponse(200, { content: [], size: 10, next: null });

function show(type: 'PUBLICATION' | 'ANNOUNCEMENT') {
  const fetchMock = vi.fn<typeof fetch>(async () => emptyPage());
  vi.stubGlobal('fetch', fetchMock);
  const openSignIn = vi.fn();
  renderScreen(
    <SignInPromptContext.Provider value={openSignIn}>
      <PublicationsTab eventId={1} type={type} />
    </SignInPromptContext.Provider>,
    { path: '/event' },
  );
  return { fetchMock, openSignIn };
}

afterEach(() => vi.unstubAllGlobals());

describe('PublicationsTab', () => {
  it('asks an anonymous visitor to sign in before posting to the feed', async () => {
    const user = userEvent.setup();
    const { openSignIn, fetchMock } = show('PUBLICATION');
    expect(await screen.findByText('Nenhuma publicação ainda')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Compartilhe algo/ }));
    expect(openSignIn).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('dialog')).toBeNull();
    const [call] = callsOf(fetchMock);
    expect(call?.url).toBe('/api/publication/event/1?type=PUBLICATION&allPublication=false');
  });

  it('asks a GUEST to sign in too', async () => {
    storeSession(fakeToken({ userId: 3, role: 'GUEST', name: 'Convidado' }));
    const user = userEvent.setup();
    const { openSignIn } = show('PUBLICATION');
    await user.click(await screen.findByRole('button', { name: /Compartilhe algo/ }));
    expect(openSignIn).toHaveBeenCalled();
  });

  it('opens the post modal for a signed-in member', async () => {
    storeSession(fakeToken({ userId: 5, role: 'USER', name: 'Ana Souza', confirmed: true }));
    const user = userEvent.setup();
    const { openSignIn } = show('PUBLICATION');
    await user.click(await screen.findByRole('button', { name: /Compartilhe algo/ }));
    expect(await screen.findByRole('dialog', { name: 'Criar publicação' })).toBeInTheDocument();
    expect(openSignIn).not.toHaveBeenCalled();
  });

  it('offers the announcement input to ADMIN only', async () => {
    storeSession(fakeToken({ userId: 5, role: 'USER', name: 'Ana Souza', confirmed: true }));
    show('ANNOUNCEMENT');
    expect(await screen.findByText('Nenhum anúncio ainda')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Escreva um anúncio/ })).toBeNull();
  });

  it('lets an ADMIN start an announcement and asks for every status of the feed', async () => {
    storeSession(fakeToken({ userId: 1, role: 'ADMIN', name: 'Produtora', confirmed: true }));
    const user = userEvent.setup();
    show('ANNOUNCEMENT');
    await user.click(await screen.findByRole('button', { name: /Escreva um anúncio/ }));
    expect(await screen.findByRole('dialog', { name: 'Criar anúncio' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the feed cannot load', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(500, { code: 'INTERNAL', message: 'x', args: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<PublicationsTab eventId={1} type="PUBLICATION" />, { path: '/event' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as publicações');
    fetchMock.mockImplementation(async () => emptyPage());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma publicação ainda')).toBeInTheDocument();
  });
});
