import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgendaItem } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { MyAgendaTab } from './my-agenda-tab.tsx';

const noStars = { agenda: [], exhibitor: [], speaker: [], property: [] };
const session = (
  id: number,
  theme: string,
  timeStart: string,
  timeEnd: string,
  extra: Partial<AgendaItem> = {},
) => ({
  id,
  theme,
  timeStart,
  timeEnd,
  description: '',
  speaker: [],
  stage: null,
  cancelled: false,
  ...extra,
});

/** Answers by path; anything not listed is an empty list. */
function serve(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (url) => {
    const path = new URL(String(url), 'http://test').pathname;
    return routes[path]?.() ?? jsonResponse(200, path.includes('speaker') ? [] : {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signIn = () =>
  storeSession(
    fakeToken({ userId: 3, role: 'USER', name: 'Ana', confirmed: true, exp: Date.now() / 1000 + 3600 }),
  );

afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const eventTime = { dateStart: '10/06/2026', dateEnd: '11/06/2026', timeZone: 'America/Sao_Paulo' };
const render = () =>
  renderScreen(<MyAgendaTab eventId={1} eventTime={eventTime} scheduleHref="/event/1?tab=programacao" />);

describe('MyAgendaTab', () => {
  it("shows a member's sessions by day, a clash softly and a cancelled session struck through", async () => {
    signIn();
    serve({
      '/api/favorite': () => jsonResponse(200, { ...noStars, agenda: [1, 2, 3], exhibitor: [4] }),
      '/api/agenda/my/1': () =>
        jsonResponse(200, {
          '11/06/2026': [
            { ...session(1, 'Abertura', '09:00', '10:00', { stage: 'Palco A' }), conflicts: [2] },
            { ...session(2, 'Mercado de luxo', '09:30', '10:30'), conflicts: [1] },
          ],
          '10/06/2026': [
            { ...session(3, 'Credenciamento', '08:00', '09:00', { cancelled: true }), conflicts: [] },
          ],
        }),
      '/api/exhibitor/findByEvent/1': () =>
        jsonResponse(200, {
          Construtoras: [{ id: 4, title: 'Casa Nobre', profilePicture: null, quota: '' }],
        }),
    });
    render();

    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual(['10/06', '11/06']);
    expect(screen.getByText('Conflito de horário com Mercado de luxo')).toBeInTheDocument();
    expect(screen.getByText('Conflito de horário com Abertura')).toBeInTheDocument();
    expect(screen.getByText('Palco A')).toBeInTheDocument();
    expect(screen.getByText('Credenciamento')).toHaveClass('line-through');
    expect(screen.getByText('Cancelada')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Casa Nobre' })).toHaveAttribute('href', '/expositor/4');
    expect(screen.getByRole('button', { name: 'Adicionar ao calendário' })).toBeInTheDocument();
  });

  it("builds a guest's agenda from the browser's stars and the public schedule, clashes included", async () => {
    localStorage.setItem('vitrine:stars:demo:1', JSON.stringify({ agenda: [1, 2] }));
    serve({
      '/api/agenda/event/1': () =>
        jsonResponse(200, {
          '11/06/2026': [
            session(1, 'Abertura', '09:00', '10:00'),
            session(2, 'Mercado de luxo', '09:30', '10:30'),
            session(5, 'Não favoritada', '09:00', '12:00'),
          ],
        }),
    });
    render();

    expect(await screen.findByText('Conflito de horário com Mercado de luxo')).toBeInTheDocument();
    expect(screen.queryByText('Não favoritada')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar ao calendário' })).not.toBeInTheDocument();
  });

  it('leads an empty agenda to the schedule', async () => {
    serve({ '/api/agenda/event/1': () => jsonResponse(200, {}) });
    render();
    expect(await screen.findByRole('heading', { name: 'Sua agenda está vazia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver a programação' })).toHaveAttribute(
      'href',
      '/event/1?tab=programacao',
    );
  });

  it('says when the agenda cannot be loaded and tries again', async () => {
    signIn();
    let fail = true;
    serve({
      '/api/favorite': () => jsonResponse(200, { ...noStars, agenda: [1] }),
      '/api/agenda/my/1': () =>
        fail
          ? apiErrorResponse(503, 'SERVICE_UNAVAILABLE')
          : jsonResponse(200, {
              '11/06/2026': [{ ...session(1, 'Abertura', '09:00', '10:00'), conflicts: [] }],
            }),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar sua agenda');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Abertura')).toBeInTheDocument();
  });
  it("shows what is on now and next during the event, at the event's time", async () => {
    // 11/06/2026 09:40 in São Paulo (UTC−3).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-11T12:40:00Z'));
    signIn();
    serve({
      '/api/favorite': () => jsonResponse(200, { ...noStars, agenda: [1, 2, 3] }),
      '/api/agenda/my/1': () =>
        jsonResponse(200, {
          '11/06/2026': [
            { ...session(1, 'Abertura', '09:00', '10:00', { stage: 'Palco A' }), conflicts: [] },
            { ...session(2, 'Cancelada antes', '09:50', '10:30', { cancelled: true }), conflicts: [] },
            { ...session(3, 'Mercado de luxo', '10:05', '11:00'), conflicts: [] },
          ],
        }),
    });
    render();

    const moment = await screen.findByRole('region', { name: 'Agora na sua agenda' });
    expect(within(moment).getByRole('heading', { name: 'Agora' })).toBeInTheDocument();
    expect(within(moment).getByText('Termina em 20 min')).toBeInTheDocument();
    expect(within(moment).getByRole('heading', { name: 'A seguir' })).toBeInTheDocument();
    expect(within(moment).getByText('Mercado de luxo')).toBeInTheDocument();
    expect(within(moment).getByText('Começa em 25 min')).toBeInTheDocument();
    expect(within(moment).queryByText('Cancelada antes')).not.toBeInTheDocument();
  });

  it('shows no now and next outside the event days, nor reminder settings to a guest', async () => {
    localStorage.setItem('vitrine:stars:demo:1', JSON.stringify({ agenda: [1] }));
    serve({
      '/api/agenda/event/1': () =>
        jsonResponse(200, { '11/06/2026': [session(1, 'Abertura', '09:00', '10:00')] }),
    });
    render();
    expect(await screen.findByText('Abertura')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Agora na sua agenda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lembretes e avisos' })).not.toBeInTheDocument();
  });

  it('offers a member the reminder settings even before any star', async () => {
    signIn();
    serve({
      '/api/favorite': () => jsonResponse(200, noStars),
      '/api/agenda/my/1': () => jsonResponse(200, {}),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Sua agenda está vazia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lembretes e avisos' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
