import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationQueue, ModerationQueueItem } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorageKey } from '../../../lib/session/session-store.ts';
import { jsonResponse } from '../../../test/fetch.ts';
import { mockApi } from '../../../test/producer-api-mock.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { ModerationSection } from './moderation-section.tsx';

const item = (overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem => ({
  kind: 'comment',
  id: 5,
  publicationId: 9,
  eventId: 1,
  why: 'HELD',
  text: 'Isso é um golpe',
  author: { id: 4, name: 'Rui Alves' },
  createdAt: '2026-05-02T13:00:00.000Z',
  hidden: true,
  flaggedTerm: 'golpe',
  reports: [],
  ...overrides,
});
const post = item({
  kind: 'publication',
  id: 9,
  why: 'ANALYSIS',
  text: 'Meu stand',
  hidden: false,
  flaggedTerm: null,
});
const reported = item({
  id: 6,
  why: 'REPORTED',
  text: 'Compre já',
  hidden: false,
  flaggedTerm: null,
  reports: [{ reason: 'SPAM', count: 2, texts: ['Propaganda'] }],
});
const queueOf = (items: ModerationQueueItem[]): ModerationQueue => ({
  counts: { analysis: 1, held: 1, reported: 1 },
  items,
});
const signIn = (role: string) =>
  localStorage.setItem(tokenStorageKey, fakeToken({ userId: 1, role, name: 'Ana', exp: 4_102_444_800 }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ModerationSection', () => {
  it('says so when nothing awaits a decision', async () => {
    mockApi({ 'GET /api/moderation/queue': () => jsonResponse(200, queueOf([])) });
    renderScreen(<ModerationSection />);
    expect(await screen.findByRole('heading', { name: 'Nada para moderar' })).toBeInTheDocument();
  });

  it('offers a retry when the queue fails to load', async () => {
    let calls = 0;
    mockApi({
      'GET /api/moderation/queue': () =>
        ++calls === 1 ? jsonResponse(500, {}) : jsonResponse(200, queueOf([])),
    });
    const user = userEvent.setup();
    renderScreen(<ModerationSection />);
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Nada para moderar' })).toBeInTheDocument();
  });

  it('shows why, the matched term and the reports, and hides with the reason typed', async () => {
    const fetchMock = mockApi({
      'GET /api/moderation/queue': () => jsonResponse(200, queueOf([item(), reported])),
      'PATCH /api/comment/6/visibility': () =>
        jsonResponse(200, { kind: 'comment', id: 6, hidden: true, reason: 'Spam' }),
    });
    const user = userEvent.setup();
    renderScreen(<ModerationSection />);
    const [held, second] = await screen.findAllByRole('article', { name: 'Comentário de Rui Alves' });
    if (!held || !second) throw new Error('two items expected');
    expect(within(held).getByText('Retido pelo filtro')).toBeInTheDocument();
    expect(within(held).getByText('golpe')).toBeInTheDocument();
    expect(within(second).getByText('Spam · 2')).toBeInTheDocument();
    expect(within(second).getByText('Propaganda')).toBeInTheDocument();
    await user.type(within(second).getByLabelText(/Motivo/), 'Propaganda repetida?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/comment/6/visibility'),
        expect.objectContaining({
          method: 'PATCH',
          body: JSON.stringify({ hidden: true, reason: 'Propaganda repetida?' }),
        }),
      ),
    );
  });

  it('moves with J and K, approves with A, lands on the item left and lists the shortcuts on ?', async () => {
    let approved = false;
    const fetchMock = mockApi({
      'GET /api/moderation/queue': () => jsonResponse(200, queueOf(approved ? [item()] : [item(), post])),
      'PATCH /api/publication/approval/9': () => {
        approved = true;
        return jsonResponse(200, {});
      },
    });
    const user = userEvent.setup();
    renderScreen(<ModerationSection />);
    const [first, second] = await screen.findAllByRole('article');
    first?.focus();
    await user.keyboard('j');
    expect(second).toHaveFocus();
    await user.keyboard('k');
    expect(first).toHaveFocus();
    await user.keyboard('ja');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/publication/approval/9'),
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'APPROVED' }) }),
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('article')).toHaveFocus());
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    expect(within(help).getByText('Recusar a publicação em foco')).toBeInTheDocument();
  });

  it('lets an ADMIN edit the word list, one term per line', async () => {
    signIn('ADMIN');
    const fetchMock = mockApi({
      'GET /api/moderation/queue': () => jsonResponse(200, queueOf([])),
      'GET /api/moderation/words': () => jsonResponse(200, { words: ['golpe'] }),
      'PUT /api/moderation/words': () => jsonResponse(200, { words: ['golpe', 'fraude'] }),
    });
    const user = userEvent.setup();
    renderScreen(<ModerationSection />);
    await user.click(await screen.findByRole('tab', { name: 'Palavras' }));
    const field = await screen.findByRole('textbox', { name: 'Palavras bloqueadas' });
    expect(field).toHaveValue('golpe');
    await user.type(field, '{Enter}fraude{Enter}');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Lista de palavras salva.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[1]?.body).toBe(JSON.stringify({ words: ['golpe', 'fraude'] }));
  });

  it('shows mutes with their end or indeterminado, and hides the words from a moderator', async () => {
    signIn('MODERATOR');
    mockApi({
      'GET /api/moderation/queue': () => jsonResponse(200, queueOf([])),
      'GET /api/moderation/mutes': () =>
        jsonResponse(200, [
          {
            userId: 4,
            name: 'Rui Alves',
            until: null,
            reason: 'Ofensas',
            mutedBy: 'Ana',
            since: '2026-05-01T10:00:00Z',
          },
        ]),
    });
    const user = userEvent.setup();
    renderScreen(<ModerationSection />);
    expect(screen.queryByRole('tab', { name: 'Palavras' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Silenciados' }));
    expect(await screen.findByText('indeterminado', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover silêncio de Rui Alves' })).toBeInTheDocument();
  });
});
