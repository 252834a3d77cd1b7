import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment, CommentPage, Publication, PublicationPage } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishReactions } from '../../../lib/realtime/live-bus.ts';
import { storeSession } from '../../../lib/session/session-store.ts';
import { SignInPromptContext } from '../../../lib/session/sign-in-prompt.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { PublicationsTab } from './publications-tab.tsx';

const comment = (id: number, text: string, userId = 8, name = 'Bruno Lima'): Comment => ({
  id,
  publicationId: 7,
  text,
  user: { id: userId, name, image: null },
  creationDate: '2026-03-12T11:30:00Z',
  edited: false,
  hidden: false,
  hiddenReason: null,
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
  commentCount: 0,
  latestComments: [],
  hidden: false,
  hiddenReason: null,
  ...overrides,
});

type Route = (
  url: URL,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

/** The feed tab over a fetch that answers the feed with `feedPost` and anything else with `route`. */
function show(feedPost: Publication, route: Route = () => undefined) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://test');
    const answer = await route(url, init);
    if (answer) return answer;
    if (url.pathname === '/api/publication/event/1') {
      return jsonResponse(200, { content: [feedPost], size: 10, next: null } satisfies PublicationPage);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'x', args: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  const openSignIn = vi.fn();
  renderScreen(
    <SignInPromptContext.Provider value={openSignIn}>
      <PublicationsTab eventId={1} type="PUBLICATION" />
    </SignInPromptContext.Provider>,
    { path: '/event' },
  );
  return { fetchMock, openSignIn, card: () => screen.getByRole('article', { name: 'Ana Souza' }) };
}

const signInAs = (userId: number, role = 'USER', name = 'Carla') =>
  storeSession(fakeToken({ userId, role, name, confirmed: true }));

afterEach(() => vi.unstubAllGlobals());

describe('likes', () => {
  it('likes at once, with the count spoken, and keeps the server’s count', async () => {
    signInAs(9);
    let answer: (response: Response) => void = () => {};
    const { card, fetchMock } = show(post(), (url) => {
      if (url.pathname === '/api/publication/7/like') {
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    const like = await screen.findByRole('button', { name: 'Curtir (2 curtidas)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    const unlike = within(card()).getByRole('button', { name: 'Descurtir (3 curtidas)' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    answer(jsonResponse(200, { publicationId: 7, likes: 5, likedByMe: true }));
    await within(card()).findByRole('button', { name: 'Descurtir (5 curtidas)' });
    expect(callsOf(fetchMock).find((call) => call.url.endsWith('/like'))?.method).toBe('PUT');
  });

  it('sends quick clicks one after another, so the last one wins', async () => {
    signInAs(9);
    const answers: ((response: Response) => void)[] = [];
    const { card, fetchMock } = show(post(), (url, init) =>
      url.pathname === '/api/publication/7/like'
        ? new Promise<Response>((resolve) => {
            const liked = init?.method === 'PUT';
            answers.push(() =>
              resolve(jsonResponse(200, { publicationId: 7, likes: liked ? 3 : 2, likedByMe: liked })),
            );
          })
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Curtir (2 curtidas)' }));
    await user.click(within(card()).getByRole('button', { name: 'Descurtir (3 curtidas)' }));
    const likeCalls = () => callsOf(fetchMock).filter((call) => call.url.endsWith('/like'));
    expect(likeCalls().map((call) => call.method)).toEqual(['PUT']);
    answers[0]?.(new Response());
    await waitFor(() => expect(likeCalls().map((call) => call.method)).toEqual(['PUT', 'DELETE']));
    answers[1]?.(new Response());
    const final = await within(card()).findByRole('button', { name: 'Curtir (2 curtidas)' });
    expect(final).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back and says why when the server refuses', async () => {
    signInAs(9);
    const { card } = show(post({ likedByMe: true, likes: 1 }), (url) =>
      url.pathname === '/api/publication/7/like'
        ? apiErrorResponse(409, 'PUBLICATION_NOT_APPROVED')
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Descurtir (1 curtida)' }));
    expect(await within(card()).findByRole('alert')).toBeInTheDocument();
    const back = within(card()).getByRole('button', { name: 'Descurtir (1 curtida)' });
    expect(back).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor or a GUEST to sign in to like or comment, and shows them the counts', async () => {
    signInAs(3, 'GUEST', 'Convidado');
    const { openSignIn, fetchMock } = show(post({ commentCount: 1, latestComments: [comment(1, 'Oi')] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Curtir (2 curtidas)' }));
    expect(openSignIn).toHaveBeenCalledWith('login');
    expect(screen.getByText('Oi')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Escreva um comentário' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Entre para curtir e comentar/ }));
    expect(openSignIn).toHaveBeenCalledTimes(2);
    expect(callsOf(fetchMock).some((call) => call.method !== 'GET')).toBe(false);
  });

  it('asks a member who has not confirmed the e-mail to confirm it, sending nothing', async () => {
    storeSession(fakeToken({ userId: 8, role: 'USER', name: 'Rui', confirmed: false }));
    const { openSignIn, fetchMock } = show(post());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Curtir (2 curtidas)' }));
    expect(openSignIn).toHaveBeenCalledWith('confirm');
    await user.click(screen.getByRole('button', { name: /Confirme seu e-mail para curtir e comentar/ }));
    expect(openSignIn).toHaveBeenLastCalledWith('confirm');
    expect(callsOf(fetchMock).some((call) => call.method !== 'GET' || call.url.includes('/user/mute'))).toBe(
      false,
    );
  });
});

describe('comments', () => {
  it('shows the latest two and makes only http(s) links clickable, never markup', async () => {
    const latest = [
      comment(1, 'Veja https://vitrine.demo/mapa agora'),
      comment(2, 'javascript:alert(1) <img src=x onerror=alert(2)>'),
    ];
    show(post({ commentCount: 2, latestComments: latest }));
    const link = await screen.findByRole('link', { name: 'https://vitrine.demo/mapa' });
    expect(link).toHaveAttribute('href', 'https://vitrine.demo/mapa');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(document.querySelector('article img')).toBeNull();
  });

  it('opens the thread from the count, loading, then pages with ‘ver mais comentários’', async () => {
    const pages: Record<string, CommentPage> = {
      first: { content: [comment(1, 'Primeiro'), comment(2, 'Segundo')], size: 2, next: 'c2' },
      c2: { content: [comment(3, 'Terceiro')], size: 2, next: null },
    };
    const asked: string[] = [];
    let release: () => void = () => {};
    const firstPage = new Promise<void>((resolve) => {
      release = resolve;
    });
    show(
      post({ commentCount: 3, latestComments: [comment(2, 'Segundo'), comment(3, 'Terceiro')] }),
      async (url) => {
        if (url.pathname !== '/api/publication/7/comment') return undefined;
        const after = url.searchParams.get('after') ?? 'first';
        asked.push(after);
        if (after === 'first') await firstPage;
        return jsonResponse(200, pages[after]);
      },
    );
    const user = userEvent.setup();
    const count = await screen.findByRole('button', { name: '3 comentários' });
    expect(count).toHaveAttribute('aria-expanded', 'false');
    await user.click(count);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando comentários...');
    release();
    expect(await screen.findByText('Primeiro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ver mais comentários' }));
    expect(await screen.findByText('Terceiro')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ver mais comentários' })).toBeNull();
    expect(asked).toEqual(['first', 'c2']);
  });

  it('invites the first comment, and offers a retry when the thread cannot load', async () => {
    let fail = true;
    show(post(), (url) => {
      if (url.pathname !== '/api/publication/7/comment') return undefined;
      return fail
        ? jsonResponse(500, { code: 'INTERNAL', message: 'x', args: [] })
        : jsonResponse(200, { content: [], size: 10, next: null });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Comentar' }));
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Seja o primeiro a comentar')).toBeInTheDocument();
  });

  it('sends a comment with Ctrl+Enter, counting up to 1,000 characters', async () => {
    signInAs(9);
    const sent = comment(11, 'Parabéns!', 9, 'Carla');
    let posted = false;
    const { fetchMock } = show(post(), (url, init) => {
      if (url.pathname === '/api/publication/7/comment' && init?.method === 'POST') {
        posted = true;
        return jsonResponse(201, sent);
      }
      if (url.pathname === '/api/publication/event/1' && posted) {
        const page: PublicationPage = {
          content: [post({ commentCount: 1, latestComments: [sent] })],
          size: 10,
          next: null,
        };
        return jsonResponse(200, page);
      }
      return undefined;
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Escreva um comentário' });
    expect(box).toHaveAttribute('maxlength', '1000');
    await user.type(box, '  Parabéns!');
    expect(screen.getByText('11/1000')).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(box).toHaveValue(''));
    const request = callsOf(fetchMock).find((call) => call.method === 'POST');
    expect(request?.url).toBe('/api/publication/7/comment');
    expect(request?.body).toEqual({ text: 'Parabéns!' });
    expect(await screen.findByText('Parabéns!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 comentário' })).toBeInTheDocument();
  });

  it('lets the author edit a comment, and keeps the text when sending fails', async () => {
    signInAs(8, 'USER', 'Bruno Lima');
    const { fetchMock } = show(post({ commentCount: 1, latestComments: [comment(1, 'Com erro')] }), (url) =>
      url.pathname === '/api/comment/1' ? apiErrorResponse(429, 'TOO_MANY_REQUESTS') : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções do comentário de Bruno Lima' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const box = screen.getByRole('textbox', { name: 'Editar comentário' });
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'Corrigido');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(box).toHaveValue('Corrigido');
    expect(callsOf(fetchMock).find((call) => call.method === 'PUT')?.body).toEqual({ text: 'Corrigido' });
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(screen.getByText('Com erro')).toBeInTheDocument();
  });

  it('lets an ADMIN delete someone else’s comment after confirming, but not edit it', async () => {
    signInAs(1, 'ADMIN', 'Produtora');
    const { fetchMock } = show(
      post({ commentCount: 1, latestComments: [comment(1, 'Spam')] }),
      (url, init) =>
        url.pathname === '/api/comment/1' && init?.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções do comentário de Bruno Lima' }));
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir comentário?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetchMock).find((call) => call.method === 'DELETE')?.url).toBe('/api/comment/1');
  });

  it('offers a MODERATOR the deletion of someone else’s comment', async () => {
    signInAs(4, 'MODERATOR', 'Moderadora');
    show(post({ commentCount: 1, latestComments: [comment(1, 'Spam')] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções do comentário de Bruno Lima' }));
    expect(await screen.findByRole('menuitem', { name: 'Excluir' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).toBeNull();
  });

  it('shows no likes nor comments on a post still in analysis', async () => {
    signInAs(5, 'USER', 'Ana Souza');
    show(post({ status: 'ANALYSIS' }));
    await screen.findByText('aguardando análise');
    expect(screen.queryByRole('button', { name: /Curtir/ })).toBeNull();
  });
});

describe('live reactions', () => {
  it('changes the card in place when someone else likes or comments, keeping the viewer’s own like', async () => {
    signInAs(9);
    const { card, fetchMock } = show(post({ likedByMe: true, likes: 2 }));
    await screen.findByRole('button', { name: 'Descurtir (2 curtidas)' });
    const before = fetchMock.mock.calls.length;
    act(() =>
      publishReactions({
        kind: 'reactions',
        eventId: 1,
        publicationId: 7,
        likes: 4,
        commentCount: 1,
        latestComments: [comment(12, 'Chegando agora!')],
      }),
    );
    expect(await within(card()).findByRole('button', { name: 'Descurtir (4 curtidas)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(card()).getByText('Chegando agora!')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: '1 comentário' })).toBeInTheDocument();
    // In place: the feed is not asked again.
    expect(fetchMock.mock.calls.length).toBe(before);
  });
});
