import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Publication } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectCellsNamedByColumn } from '../../../test/cell-labels.ts';
import { callsOf, jsonResponse } from '../../../test/fetch.ts';
import { mockApi, samplePublication } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { PublicationsTable } from './publications-table.tsx';

const page = (content: Publication[], next: string | null = null) =>
  jsonResponse(200, { content, size: 20, next });

afterEach(() => vi.unstubAllGlobals());

describe('PublicationsTable', () => {
  it('names each cell by its column, for the card layout of a phone (no Status or Imagens off-screen)', async () => {
    mockApi({ 'GET /api/publication/event/1': () => page([samplePublication()]) });
    renderScreen(<PublicationsTable eventId={1} />, { path: '/area-produtor' });
    expectCellsNamedByColumn(await screen.findByRole('table', { name: 'Solicitações de publicação' }));
  });

  it('lists the posts and closes the modal once an approval succeeds', async () => {
    let current = samplePublication();
    const fetchMock = mockApi({
      'GET /api/publication/event/1': () => page([current]),
      'PATCH /api/publication/approval/7': () => {
        current = { ...current, status: 'APPROVED' };
        return jsonResponse(200, current);
      },
    });
    const user = userEvent.setup();
    renderScreen(<PublicationsTable eventId={1} />, { path: '/area-produtor' });

    const table = await screen.findByRole('table', { name: 'Solicitações de publicação' });
    const row = within(table).getByText('Olha que estande bonito!').closest('tr') as HTMLElement;
    expect(within(row).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(row).getByText('Análise')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Mídia 1 da publicação de Ana Souza' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Abrir publicação 7 de Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicação #7' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table).findByText('Aprovado')).toBeInTheDocument();
    const patch = callsOf(fetchMock).find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/publication/approval/7');
    expect(patch?.body).toEqual({ status: 'APPROVED' });
    expect(callsOf(fetchMock)[0]?.url).toBe(
      '/api/publication/event/1?type=PUBLICATION&allPublication=true&size=20',
    );
  });

  it('keeps the modal open with the server message when the decision fails', async () => {
    mockApi({
      'GET /api/publication/event/1': () => page([samplePublication()]),
      'PATCH /api/publication/approval/7': () =>
        jsonResponse(404, { code: 'PUBLICATION_NOT_FOUND', message: 'Publication not found', args: [] }),
    });
    const user = userEvent.setup();
    renderScreen(<PublicationsTable eventId={1} />, { path: '/area-produtor' });
    await user.click(await screen.findByRole('button', { name: /Abrir publicação 7/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Publicação não encontrada');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('filters by status and loads more with the keyset cursor', async () => {
    const fetchMock = mockApi({
      'GET /api/publication/event/1': (url) =>
        url.searchParams.get('before')
          ? page([samplePublication({ id: 3, description: 'Mais antiga' })])
          : page([samplePublication()], 'cursor-1'),
    });
    const user = userEvent.setup();
    renderScreen(<PublicationsTable eventId={1} />, { path: '/area-produtor' });
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Mais antiga')).toBeInTheDocument();
    expect(callsOf(fetchMock)[1]?.url).toContain('before=cursor-1');

    await user.selectOptions(screen.getByLabelText('Status'), 'DENIED');
    await waitFor(() => expect(callsOf(fetchMock).at(-1)?.url).toContain('status=DENIED'));
  });

  it('says so when there is nothing to moderate', async () => {
    mockApi({ 'GET /api/publication/event/1': () => page([]) });
    renderScreen(<PublicationsTable eventId={1} />, { path: '/area-produtor' });
    expect(await screen.findByText('Nenhuma solicitação de publicação cadastrada')).toBeInTheDocument();
  });
});
