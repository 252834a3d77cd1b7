import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishLiveMessage } from '../../../lib/realtime/live-bus.ts';
import { clearSession, storeSession } from '../../../lib/session/session-store.ts';
import { callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const changed: Notification = {
  id: 11,
  type: 'SESSION_CHANGED',
  message: '“Painel: a jornada digital” mudou: agora 19/03 às 15:00 · Auditório',
  eventId: 1,
  publicationId: null,
  read: false,
  creationDate: minutesAgo(5),
};
const approved: Notification = {
  id: 12,
  type: 'PUBLICATION_APPROVED',
  message: 'Sua publicação foi aprovada: “Olá”',
  eventId: 1,
  publicationId: 40,
  read: false,
  creationDate: minutesAgo(90),
};
const denied: Notification = {
  id: 13,
  type: 'PUBLICATION_DENIED',
  message: 'Sua publicação foi recusada',
  eventId: 1,
  publicationId: null,
  read: true,
  creationDate: minutesAgo(3 * 24 * 60),
};

const page = (content: Notification[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 20,
});

/** Answers the notification routes from `rows`, which the PATCH routes mark read. */
function serve(initial: Notification[], { failFirst }: { failFirst?: Promise<void> } = {}) {
  let rows = initial.map((row) => ({ ...row }));
  let failures = failFirst ? 1 : 0;
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://test').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/notification' && method === 'GET') {
      if (failures-- > 0) {
        await failFirst;
        return jsonResponse(500, { code: 'INTERNAL', message: 'x', args: [] });
      }
      return jsonResponse(200, page(rows));
    }
    if (path === '/api/notification/read' && method === 'PATCH') {
      rows = rows.map((row) => ({ ...row, read: true }));
      return new Response(null, { status: 204 });
    }
    const one = /^\/api\/notification\/(\d+)\/read$/.exec(path);
    if (one && method === 'PATCH') {
      rows = rows.map((row) => (row.id === Number(one[1]) ? { ...row, read: true } : row));
      return jsonResponse(
        200,
        rows.find((row) => row.id === Number(one[1])),
      );
    }
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const member = (claims: Record<string, unknown> = {}) =>
  storeSession(fakeToken({ userId: 7, role: 'USER', confirmed: true, name: 'Vera', ...claims }));

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

async function openInbox() {
  const user = userEvent.setup();
  const rendered = renderScreen(<NotificationBell />, { path: '/event' });
  const bell = await screen.findByRole('button', { name: 'Notificações, 2 não lidas' });
  await user.click(bell);
  const panel = screen.getByRole('dialog', { name: 'Notificações' });
  return { user, bell, panel, ...rendered };
}

describe('NotificationBell', () => {
  it('is not there for the anonymous, guests or unconfirmed accounts, and asks nothing', () => {
    const fetchMock = serve([changed]);
    for (const claims of [null, { role: 'GUEST' }, { confirmed: false }]) {
      if (claims) member(claims);
      else clearSession();
      const { unmount } = renderScreen(<NotificationBell />, { path: '/event' });
      expect(screen.queryByRole('button', { name: /^Notificações/ })).not.toBeInTheDocument();
      unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the unread, lists them newest-unread first with how long ago, and closes on Escape', async () => {
    member();
    serve([changed, approved, denied]);
    const { user, bell, panel } = await openInbox();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveFocus();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Não lida: “Painel: a jornada digital” mudou.*há 5 min/),
      expect.stringMatching(/^Não lida: Sua publicação foi aprovada.*há 1 h/),
      expect.stringMatching(/^Sua publicação foi recusada.*há 3 dias/),
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/event/1?tab=minha-agenda');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/event/1?tab=feed&post=40');
    expect(within(items[2]!).getByRole('button')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks a notification read when followed, goes where it leads and drops the count', async () => {
    member();
    const fetchMock = serve([changed, approved]);
    const { user, panel, router } = await openInbox();
    await user.click(await within(panel).findByRole('link', { name: /mudou/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/1'));
    expect(router.state.location.search).toBe('?tab=minha-agenda');
    expect(callsOf(fetchMock)).toContainEqual(
      expect.objectContaining({ url: '/api/notification/11/read', method: 'PATCH' }),
    );
  });

  it('drops the badge at once and closes when a notification is followed', async () => {
    member();
    serve([changed, approved]);
    const user = userEvent.setup();
    renderScreen(<NotificationBell />, {
      path: '/event',
      extraRoutes: [{ path: '/event/:id', element: <NotificationBell /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Notificações, 2 não lidas' }));
    await user.click(await screen.findByRole('link', { name: /mudou/ }));
    expect(await screen.findByRole('button', { name: 'Notificações, 1 não lida' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks all read with one call', async () => {
    member();
    const fetchMock = serve([changed, approved]);
    const { user, panel } = await openInbox();
    await user.click(await within(panel).findByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(within(panel).queryByText(/Não lida/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Marcar todas como lidas' })).not.toBeInTheDocument();
    expect(callsOf(fetchMock)).toContainEqual(
      expect.objectContaining({ url: '/api/notification/read', method: 'PATCH' }),
    );
  });

  it('says when a whole page is unread and more are behind it', async () => {
    member();
    const many = Array.from({ length: 20 }, (_, index) => ({ ...changed, id: 100 + index }));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(200, { ...page(many), totalElements: 25, totalPages: 2 })),
    );
    renderScreen(<NotificationBell />, { path: '/event' });
    const bell = await screen.findByRole('button', { name: 'Notificações, 20 ou mais não lidas' });
    expect(bell).toHaveTextContent('9+');
  });

  it('says so when there is nothing yet', async () => {
    member();
    serve([]);
    const user = userEvent.setup();
    renderScreen(<NotificationBell />, { path: '/event' });
    const bell = screen.getByRole('button', { name: 'Notificações' });
    await user.click(bell);
    expect(await screen.findByText('Nenhuma notificação ainda')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with retry that loads them', async () => {
    member();
    let answer = () => {};
    serve([changed], { failFirst: new Promise<void>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderScreen(<NotificationBell />, { path: '/event' });
    await user.click(screen.getByRole('button', { name: 'Notificações' }));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando notificações');
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as notificações.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: /mudou/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações, 1 não lida' })).toBeInTheDocument();
  });

  it('refreshes on a stored live message, not on an event broadcast', async () => {
    member();
    const fetchMock = serve([changed]);
    renderScreen(<NotificationBell />, { path: '/event' });
    await screen.findByRole('button', { name: 'Notificações, 1 não lida' });
    const gets = () => callsOf(fetchMock).filter((call) => call.method === 'GET').length;
    expect(gets()).toBe(1);
    const live = { type: 'PUBLICATION_PUBLISHED', message: 'x', eventId: 1, publicationId: 2 } as const;
    publishLiveMessage({ ...live, id: '0b3f5c2e-8a7d-4f7e-9c1a-2d3e4f5a6b7c' });
    publishLiveMessage({ ...live, id: '14', type: 'PUBLICATION_APPROVED' });
    await waitFor(() => expect(gets()).toBe(2));
  });
});
