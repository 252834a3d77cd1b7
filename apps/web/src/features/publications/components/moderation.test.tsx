import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment, Mute, Publication, PublicationPage } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store.ts';
import { SignInPromptContext } from '../../../lib/session/sign-in-prompt.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { PublicationsTab } from './publications-tab.tsx';

const comment = (overrides: Partial<Comment> = {}): Comment => ({
  id: 31,
  publicationId: 7,
  text: 'Que stand bonito',
  user: { id: 8, name: 'Bruno Lima', image: null },
  creationDate: '2026-03-12T11:30:00Z',
  edited: false,
  hidden: false,
  hiddenReason: null,
  ...overrides,
});

const post = (overrides: Partial<Publication> = {}): Publication => ({
  id: 7,
  eventId: 1,
  type: 'PUBLICATION',
  status: 'APPROVED',
  description: 'Olá, feira!',
  images: [],
  creationDate: '2026-03-12T11:00:00Z',
  updatedDate: '2026-03-12T11:00:00Z',
  user: { id: 5, name: 'Ana Souza', image: null },
  likes: 2,
  likedByMe: false,
  commentCount: 1,
  latestComments: [comment()],
  hidden: false,
  hiddenReason: null,
  ...overrides,
});

type Route = (url: URL, init: RequestInit | undefined) => Response | undefined;

/** The feed tab over a fetch answering the feed with `feedPost`, the mute with `mute`, the rest with `route`. */
function show(feedPost: Publication, route: Route = () => undefined, mute: () => Mute | null = () => null) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://test');
    const answer = route(url, init);
    if (answer) return answer;
    if (url.pathname === '/api/publication/event/1') {
      return jsonResponse(200, { content: [feedPost], size: 10, next: null } satisfies PublicationPage);
    }
    if (url.pathname === '/api/user/mute') return jsonResponse(200, mute());
    return apiErrorResponse(404, 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  const openSignIn = vi.fn();
  renderScreen(
    <SignInPromptContext.Provider value={openSignIn}>
      <PublicationsTab eventId={1} type="PUBLICATION" />
    </SignInPromptContext.Provider>,
    { path: '/event' },
  );
  return { fetchMock, openSignIn };
}

const signInAs = (userId: number, role = 'USER', name = 'Carla') =>
  storeSession(fakeToken({ userId, role, name, confirmed: true }));

async function openCommentMenu(user: ReturnType<typeof userEvent.setup>, entry: string) {
  await user.click(await screen.findByRole('button', { name: 'Opções do comentário de Bruno Lima' }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
}

afterEach(() => vi.unstubAllGlobals());

describe('reporting', () => {
  it('sends the chosen reason and note, thanks the member and returns focus to the menu', async () => {
    signInAs(9);
    const { fetchMock } = show(post(), (url) =>
      url.pathname === '/api/comment/31/report'
        ? jsonResponse(201, { reported: true, hidden: false })
        : undefined,
    );
    const user = userEvent.setup();
    await openCommentMenu(user, 'Denunciar');
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar conteúdo' });
    const send = within(dialog).getByRole('button', { name: 'Enviar denúncia' });
    expect(send).toBeDisabled();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Spam', 'Ofensivo', 'Falso', 'Outro']);
    await user.click(within(dialog).getByRole('radio', { name: 'Ofensivo' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Detalhes (opcional)' }), '  xingamento ');
    await user.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Obrigado, vamos analisar.');
    expect(callsOf(fetchMock).find((call) => call.url === '/api/comment/31/report')).toMatchObject({
      method: 'POST',
      body: { reason: 'OFFENSIVE', text: 'xingamento' },
    });
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Opções do comentário de Bruno Lima' })).toHaveFocus(),
    );
  });

  it('answers a second report politely', async () => {
    signInAs(9);
    show(post(), (url) =>
      url.pathname === '/api/publication/7/report' ? apiErrorResponse(409, 'ALREADY_REPORTED') : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções da publicação' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar conteúdo' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Você já denunciou este conteúdo.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('takes a comment the reports hid out of the reporter’s view', async () => {
    signInAs(9);
    show(post(), (url) =>
      url.pathname === '/api/comment/31/report'
        ? jsonResponse(201, { reported: true, hidden: true })
        : undefined,
    );
    const user = userEvent.setup();
    await openCommentMenu(user, 'Denunciar');
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar conteúdo' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    await within(dialog).findByRole('status');
    expect(screen.queryByText('Que stand bonito')).toBeNull();
  });

  it('asks a visitor to sign in instead', async () => {
    const { openSignIn } = show(post());
    const user = userEvent.setup();
    await openCommentMenu(user, 'Denunciar');
    expect(openSignIn).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('hidden items', () => {
  it('tells the author their post is hidden for review, and why', async () => {
    signInAs(5, 'USER', 'Ana Souza');
    show(post({ hidden: true, hiddenReason: 'Propaganda' }));
    const card = await screen.findByRole('article', { name: 'Ana Souza' });
    expect(card).toHaveTextContent('Conteúdo oculto para revisão');
    expect(card).toHaveTextContent('Motivo: Propaganda');
    expect(within(card).queryByText('Oculto')).toBeNull();
  });

  it("marks a hidden comment 'Oculto' for a moderator, who shows it again", async () => {
    signInAs(2, 'MODERATOR', 'Moderadora');
    const { fetchMock } = show(
      post({ latestComments: [comment({ hidden: true, hiddenReason: 'x' })] }),
      (url) =>
        url.pathname === '/api/comment/31/visibility'
          ? jsonResponse(200, { kind: 'comment', id: 31, hidden: false, reason: null })
          : undefined,
    );
    expect(await screen.findByText('Oculto')).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo oculto para revisão')).toBeNull();
    const user = userEvent.setup();
    await openCommentMenu(user, 'Mostrar');
    const dialog = await screen.findByRole('dialog', { name: 'Mostrar conteúdo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetchMock).find((call) => call.url === '/api/comment/31/visibility')).toMatchObject({
      method: 'PATCH',
      body: { hidden: false },
    });
  });

  it('lets a moderator hide a post with a reason', async () => {
    signInAs(1, 'ADMIN', 'Produtora');
    const { fetchMock } = show(post(), (url) =>
      url.pathname === '/api/publication/7/visibility'
        ? jsonResponse(200, { kind: 'publication', id: 7, hidden: true, reason: 'Fora do tema' })
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções da publicação' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ocultar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar conteúdo?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }), 'Fora do tema');
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetchMock).find((call) => call.url === '/api/publication/7/visibility')?.body).toEqual({
      hidden: true,
      reason: 'Fora do tema',
    });
  });
});

describe('mute', () => {
  const mute = (until: string | null): Mute => ({
    userId: 9,
    name: 'Carla',
    until,
    reason: 'Spam repetido',
    mutedBy: 'Moderadora',
    since: '2026-03-12T10:00:00Z',
  });

  it('says until when and why, and turns posting, liking and commenting off', async () => {
    signInAs(9);
    show(post(), undefined, () => mute('2026-03-20T15:00:00Z'));
    const banner = await screen.findByRole('status', { name: /Você está silenciado até .*2026/ });
    expect(banner).toHaveTextContent('Motivo: Spam repetido');
    const like = await screen.findByRole('button', { name: 'Curtir (2 curtidas)' });
    expect(like).toBeDisabled();
    expect(like).toHaveAccessibleDescription(/não pode publicar, comentar, curtir/);
    expect(screen.getByRole('button', { name: /Compartilhe algo/ })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Escreva um comentário' })).toBeNull();
    expect(screen.getByText('Você está silenciado e não pode comentar agora.')).toBeInTheDocument();
  });

  it('says a mute for good has no end', async () => {
    signInAs(9);
    show(post(), undefined, () => mute(null));
    expect(
      await screen.findByRole('status', { name: 'Você está silenciado por tempo indeterminado' }),
    ).toBeInTheDocument();
  });

  it('asks again when a write is refused with USER_MUTED', async () => {
    signInAs(9);
    let muted: Mute | null = null;
    show(
      post(),
      (url) =>
        url.pathname === '/api/publication/7/like' ? apiErrorResponse(403, 'USER_MUTED', [null]) : undefined,
      () => muted,
    );
    const user = userEvent.setup();
    const like = await screen.findByRole('button', { name: 'Curtir (2 curtidas)' });
    muted = mute(null);
    await user.click(like);
    expect(
      await screen.findByRole('status', { name: 'Você está silenciado por tempo indeterminado' }),
    ).toBeInTheDocument();
  });
});
