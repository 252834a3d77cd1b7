import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectCellsNamedByColumn } from '../../../test/cell-labels.ts';
import { callsOf, jsonResponse } from '../../../test/fetch.ts';
import { mockApi } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { SubscribersTable } from './subscribers-table.tsx';

afterEach(() => vi.unstubAllGlobals());

const subscriber = (id: number) => ({
  id,
  email: `pessoa${id}@x.com`,
  role: 'USER',
  creationDate: '2026-02-01T10:00:00.000Z',
  personalData: { name: `Pessoa ${id}` },
});

describe('SubscribersTable', () => {
  it('names each cell by its column, for the card layout of a phone', async () => {
    mockApi({
      'GET /api/user': () =>
        jsonResponse(200, { content: [subscriber(1)], totalElements: 1, totalPages: 1, page: 0, size: 10 }),
    });
    renderScreen(<SubscribersTable eventId={4} />, { path: '/area-produtor' });
    expectCellsNamedByColumn(await screen.findByRole('table', { name: 'Inscritos no evento' }));
  });

  it("says 'Nenhum inscrito cadastrado' when the event has none", async () => {
    const fetchMock = mockApi({
      'GET /api/user': () =>
        jsonResponse(200, { content: [], totalElements: 0, totalPages: 0, page: 0, size: 10 }),
    });
    renderScreen(<SubscribersTable eventId={4} />, { path: '/area-produtor' });
    expect(await screen.findByText('Nenhum inscrito cadastrado')).toBeInTheDocument();
    expect(callsOf(fetchMock)[0]?.url).toBe('/api/user?eventId=4&page=0&size=10');
  });

  it('pages through the subscribers', async () => {
    const fetchMock = mockApi({
      'GET /api/user': (url) => {
        const page = Number(url.searchParams.get('page'));
        return jsonResponse(200, {
          content: [subscriber(page * 10 + 1)],
          totalElements: 11,
          totalPages: 2,
          page,
          size: 10,
        });
      },
    });
    const user = userEvent.setup();
    renderScreen(<SubscribersTable eventId={4} />, { path: '/area-produtor' });
    expect(await screen.findByText('Pessoa 1')).toBeInTheDocument();
    expect(screen.getByText('11 inscritos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(await screen.findByText('Pessoa 11')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(callsOf(fetchMock).at(-1)?.url).toBe('/api/user?eventId=4&page=1&size=10');
  });
});
