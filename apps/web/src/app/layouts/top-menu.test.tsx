import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { languageStorageKey } from '../../lib/i18n/language.ts';
import {
  clearSession,
  nameStorageKey,
  storeSession,
  tokenStorageKey,
} from '../../lib/session/session-store.ts';
import { fakeToken, renderScreen } from '../../test/render.tsx';
import { TopMenu } from './top-menu.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const signIn = (claims: Record<string, unknown>) => localStorage.setItem(tokenStorageKey, fakeToken(claims));

describe('TopMenu', () => {
  it('offers login and sign-up when signed out', () => {
    renderScreen(<TopMenu />, { path: '/politics' });
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/auth/cadastrar');
    expect(screen.getByRole('link', { name: /ir para o evento/ })).toHaveAttribute('href', '/event');
    expect(screen.queryByRole('link', { name: 'Área do produtor' })).not.toBeInTheDocument();
  });

  it('has the three languages and remembers the choice', async () => {
    const user = userEvent.setup();
    renderScreen(<TopMenu />, { path: '/event' });
    const picker = screen.getByRole('combobox', { name: 'Idioma' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Português', 'Español', 'English']);
    await user.selectOptions(picker, 'English');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');
  });

  it('shows the initials, the name and a menu with help and logout when signed in', async () => {
    const user = userEvent.setup();
    signIn({ userId: 2, role: 'USER', name: 'Bruno Lima' });
    localStorage.setItem(nameStorageKey, 'Bruno Lima');
    const { router } = renderScreen(<TopMenu />, { path: '/event' });
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    const trigger = await screen.findByRole('button', { name: 'Menu da conta de Bruno Lima' });
    expect(trigger).toHaveTextContent('BR');
    expect(trigger).toHaveTextContent('Bruno Lima');

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Área do produtor')).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Ajuda' })).toHaveAttribute('href', '/suport');

    await user.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/initial'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(localStorage.getItem(nameStorageKey)).toBeNull();
  });

  it("offers 'Área do expositor' to someone on a stand's team only", async () => {
    const user = userEvent.setup();
    signIn({ userId: 2, role: 'USER', name: 'Bruno Lima' });
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/api/exhibitor/mine')
        ? new Response(
            JSON.stringify([
              { exhibitorId: 7, title: 'Casa Aurora', eventId: 1, eventTitle: 'Feira', role: 'STAFF' },
            ]),
            { headers: { 'Content-Type': 'application/json' } },
          )
        : new Response(null, { status: 204 }),
    );
    renderScreen(<TopMenu />, { path: '/event' });
    await user.click(await screen.findByRole('button', { name: /Bruno Lima/ }));
    expect(await screen.findByRole('menuitem', { name: 'Área do expositor' })).toHaveAttribute(
      'href',
      '/area-expositor',
    );
  });

  it("leaves 'Área do expositor' out for someone on no stand", async () => {
    const user = userEvent.setup();
    signIn({ userId: 2, role: 'USER', name: 'Bruno Lima' });
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/api/exhibitor/mine')
        ? new Response('[]', { headers: { 'Content-Type': 'application/json' } })
        : new Response(null, { status: 204 }),
    );
    renderScreen(<TopMenu />, { path: '/event' });
    await user.click(await screen.findByRole('button', { name: /Bruno Lima/ }));
    await screen.findByRole('menuitem', { name: 'Ajuda' });
    expect(screen.queryByRole('menuitem', { name: 'Área do expositor' })).not.toBeInTheDocument();
  });

  it("offers a confirmed member 'Meu crachá' and 'Quem tem meus dados', a guest neither", async () => {
    const user = userEvent.setup();
    signIn({ userId: 2, role: 'USER', name: 'Bruno Lima', confirmed: true });
    const { unmount } = renderScreen(<TopMenu />, { path: '/event' });
    await user.click(await screen.findByRole('button', { name: /Bruno Lima/ }));
    expect(await screen.findByRole('menuitem', { name: 'Meu crachá' })).toHaveAttribute(
      'href',
      '/meu-cracha',
    );
    expect(screen.getByRole('menuitem', { name: 'Quem tem meus dados' })).toHaveAttribute(
      'href',
      '/meus-dados',
    );
    unmount();

    signIn({ userId: 3, role: 'GUEST', name: 'Convidado' });
    renderScreen(<TopMenu />, { path: '/event' });
    await user.click(await screen.findByRole('button', { name: /Convidado/ }));
    await screen.findByRole('menuitem', { name: 'Ajuda' });
    expect(screen.queryByRole('menuitem', { name: 'Meu crachá' })).not.toBeInTheDocument();
  });

  it('gives ADMIN the producer area, except inside it', async () => {
    const user = userEvent.setup();
    signIn({ userId: 1, role: 'ADMIN', name: 'Ana Souza' });
    renderScreen(<TopMenu />, { path: '/event' });
    expect(screen.getByRole('link', { name: 'Área do produtor' })).toHaveAttribute('href', '/area-produtor');
    await user.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    expect(await screen.findByRole('menuitem', { name: 'Área do produtor' })).toHaveAttribute(
      'href',
      '/area-produtor',
    );
  });

  it('hides the producer entry of the menu when already there', async () => {
    const user = userEvent.setup();
    signIn({ userId: 1, role: 'ADMIN', name: 'Ana Souza' });
    renderScreen(<TopMenu />, { path: '/area-produtor' });
    await user.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Área do produtor' })).not.toBeInTheDocument();
  });

  it('treats an unreadable token as signed out and says so', () => {
    localStorage.setItem(tokenStorageKey, 'not-a-jwt');
    renderScreen(<TopMenu />, { path: '/event' });
    expect(screen.getByText('Token inválido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('follows sign-in and sign-out in the same tab at once', async () => {
    renderScreen(<TopMenu />, { path: '/event' });
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    act(() => storeSession(fakeToken({ userId: 4, role: 'USER', name: 'Diego Alves' })));
    expect(await screen.findByRole('button', { name: 'Menu da conta de Diego Alves' })).toHaveTextContent(
      'DI',
    );
    act(() => clearSession());
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('signs out locally even when the API cannot be reached', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    signIn({ userId: 2, role: 'USER', name: 'Bruno Lima' });
    localStorage.setItem(nameStorageKey, 'Bruno Lima');
    const { router } = renderScreen(<TopMenu />, { path: '/event' });
    await user.click(await screen.findByRole('button', { name: 'Menu da conta de Bruno Lima' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/initial'));
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(localStorage.getItem(nameStorageKey)).toBeNull();
  });

  it('signs out locally when the API refuses the token', async () => {
    const user = userEvent.setup();
    // Only the logout is refused: a 401 to the bell's inbox would end the session before the click.
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/auth/logout'
        ? Response.json(
            { code: 'UNAUTHORIZED', message: 'Authentication required', args: [] },
            { status: 401 },
          )
        : new Response(null, { status: 204 }),
    );
    signIn({ userId: 2, role: 'USER', name: 'Bruno Lima' });
    const { router } = renderScreen(<TopMenu />, { path: '/event' });
    await user.click(await screen.findByRole('button', { name: 'Menu da conta de Bruno Lima' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/initial'));
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });
});
