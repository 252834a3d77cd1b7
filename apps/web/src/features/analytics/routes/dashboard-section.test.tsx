import { screen, within } from '@testing-library/react';
import type { AnalyticsSummary } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, jsonResponse } from '../../../test/fetch.ts';
import { eventsPage, mockApi, sampleEvent } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { DashboardSection } from './dashboard-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const summary: AnalyticsSummary = {
  from: '01/03/2026',
  to: '03/03/2026',
  pageViewsPerDay: [
    { date: '01/03/2026', count: 10 },
    { date: '02/03/2026', count: 25 },
    { date: '03/03/2026', count: 7 },
  ],
  tabOpens: [
    { tab: 'expositores', count: 12 },
    { tab: 'feed', count: 4 },
  ],
  topExhibitors: [{ id: 3, title: 'Construtora Horizonte', views: 31 }],
  participants: 42,
  capacity: 500,
  publications: { ANALYSIS: 3, APPROVED: 8, DENIED: 1 },
};

describe('DashboardSection', { timeout: 20_000 }, () => {
  it('shows the counts and charts of the summary for the chosen event', async () => {
    const fetchMock = mockApi({
      'GET /api/event': () =>
        jsonResponse(200, eventsPage([sampleEvent(), sampleEvent({ id: 2, title: 'Salão de Lançamentos' })])),
      'GET /api/analytics/summary/2': () => jsonResponse(200, summary),
      'GET /api/lead/summary': () =>
        jsonResponse(200, [{ exhibitorId: 4, title: 'Imobiliária Sol', leads: 14, withdrawn: 2 }]),
    });
    renderScreen(<DashboardSection />, { path: '/area-produtor?event=2' });

    const participants = (await screen.findByText('Participantes', {}, { timeout: 5000 }))
      .parentElement as HTMLElement;
    expect(within(participants).getByText('42 de 500')).toBeInTheDocument();
    const views = screen.getByText('Visualizações', { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(views).getByText('42')).toBeInTheDocument();
    expect(screen.getByText('Publicações em análise').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Publicações aprovadas').nextSibling).toHaveTextContent('8');
    expect(screen.getByText('Publicações negadas').nextSibling).toHaveTextContent('1');
    // The lazily loaded charts, with their numbers as tables for screen readers (the chart module
    // is imported on first use: allow for a slow, busy machine).
    const tabs = await screen.findByRole('table', { name: 'Abas mais abertas' }, { timeout: 10_000 });
    expect(tabs).toHaveTextContent('Expositores12');
    expect(screen.getByText('Construtora Horizonte')).toBeInTheDocument();
    expect(screen.getByText('31 visualizações')).toBeInTheDocument();
    // Contacts per stand: counts only.
    const stand = (await screen.findByRole('rowheader', { name: 'Imobiliária Sol' })).closest('tr');
    expect(stand).toHaveTextContent('Imobiliária Sol142');
    // Two events: the switcher is there, on the one asked for.
    expect(screen.getByRole('combobox', { name: 'Evento' })).toHaveValue('2');
    const summaryCall = callsOf(fetchMock).find((call) => call.url.startsWith('/api/analytics/summary/2'));
    expect(summaryCall?.url).toMatch(/from=\d{2}%2F\d{2}%2F\d{4}&to=\d{2}%2F\d{2}%2F\d{4}/);
  });

  it('offers to create an event when the tenant has none', async () => {
    mockApi({ 'GET /api/event': () => jsonResponse(200, eventsPage([])) });
    renderScreen(<DashboardSection onCreateEvent={() => {}} />, { path: '/area-produtor' });
    expect(await screen.findByText('Nenhum evento cadastrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar Evento' })).toBeInTheDocument();
  });
});
