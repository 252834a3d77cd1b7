import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExhibitorListItem } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { renderScreen } from '../../../test/render.tsx';
import { ExhibitorsTab } from './exhibitors-tab.tsx';

const exhibitor = (id: number, title: string, category: string, quota: ExhibitorListItem['quota']) =>
  ({
    id,
    title,
    category,
    quota,
    sponsor: false,
    shortDescription: '',
    profilePicture: `/api/media/p${id}-320.webp`,
    local: 'Expo Center Norte',
    dateStart: '12/03/2027',
  }) satisfies ExhibitorListItem;

const mockFetch = (...responses: Response[]) => {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => vi.unstubAllGlobals());

describe('ExhibitorsTab', () => {
  it('groups exhibitors by category, with quota labels and links to their pages', async () => {
    mockFetch(
      jsonResponse(200, {
        Financiamento: [exhibitor(1, 'Banco Horizonte', 'Financiamento', 'DIAMOND')],
        Construtoras: [
          exhibitor(2, 'Construtora Pilar Forte', 'Construtoras', 'GOLD'),
          exhibitor(3, 'Obra Viva', 'Construtoras', 'SILVER'),
        ],
      }),
    );
    renderScreen(<ExhibitorsTab eventId={1} />, { path: '/event' });

    const finance = await screen.findByRole('region', { name: 'Financiamento' });
    expect(finance).toHaveTextContent('Banco Horizonte');
    expect(finance).toHaveTextContent('Diamante');
    const builders = screen.getByRole('region', { name: 'Construtoras' });
    expect(builders.querySelectorAll('li')).toHaveLength(2);
    expect(builders).toHaveTextContent('Ouro');
    expect(screen.getByRole('link', { name: /Banco Horizonte/ })).toHaveAttribute('href', '/expositor/1');
  });

  it('searches with q and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      String(url).includes('q=')
        ? jsonResponse(200, {})
        : jsonResponse(200, { Financiamento: [exhibitor(1, 'Banco Horizonte', 'Financiamento', 'DIAMOND')] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<ExhibitorsTab eventId={7} />, { path: '/event' });
    await screen.findByText('Banco Horizonte');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar expositor' }), 'zz');
    expect(await screen.findByText('Nenhum expositor encontrado.')).toBeInTheDocument();
    const urls = callsOf(fetchMock).map((call) => call.url);
    expect(urls[0]).toBe('/api/exhibitor/findByEvent/7');
    expect(urls.at(-1)).toMatch(/^\/api\/exhibitor\/findByEvent\/7\?q=zz?$/);
    expect(callsOf(fetchMock)[0]?.headers.get('X-Tenant')).toBe('demo');
  });

  it('shows the translated error and retries', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      apiErrorResponse(404, 'ROUTE_NOT_FOUND'),
      jsonResponse(200, { Tecnologia: [exhibitor(9, 'Chave Digital', 'Tecnologia', 'TECH')] }),
    );
    renderScreen(<ExhibitorsTab eventId={1} />, { path: '/event' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao buscar expositores');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Chave Digital')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
