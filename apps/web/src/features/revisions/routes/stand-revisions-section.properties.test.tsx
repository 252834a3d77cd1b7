import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyDraft, PropertyRevision } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch.ts';
import { mockApi } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { StandRevisionsSection } from './stand-revisions-section.tsx';

const published: PropertyDraft = {
  title: 'Residencial Aurora',
  images: ['/media/p1.jpg'],
  address: { logradouro: 'Rua das Flores, 12', localidade: 'Centro - Campinas/SP' },
  fullAddress: null,
  status: 'UNDER_CONSTRUCTION',
  room: 3,
  suites: 1,
  size: 82.5,
  description: '<p>Perto do parque.</p>',
  contact: null,
  exhibitorId: 3,
};
const revision = (overrides: Partial<PropertyRevision> = {}): PropertyRevision => ({
  id: 21,
  exhibitorId: 3,
  exhibitorTitle: 'Construtora Alfa',
  eventId: 7,
  propertyId: 30,
  action: 'UPDATE',
  status: 'PENDING',
  author: 'Olga Dona',
  createdAt: '2026-05-02T13:00:00.000Z',
  reason: null,
  decidedAt: null,
  current: published,
  proposed: { ...published, title: 'Residencial Aurora II', images: ['/media/p1.jpg', '/media/p2.jpg'] },
  changed: ['title', 'images'],
  ...overrides,
});
const created = revision({
  id: 22,
  propertyId: null,
  action: 'CREATE',
  current: null,
  proposed: { ...published, title: 'Vila Nova', status: 'LAUNCH' },
  changed: [],
  createdAt: '2026-05-01T09:00:00.000Z',
});
const removal = revision({ id: 23, action: 'DELETE', proposed: null, changed: [] });

const noPages = { 'GET /api/exhibitor/revisions': () => jsonResponse(200, []) };

afterEach(() => vi.unstubAllGlobals());

describe('StandRevisionsSection, property changes', () => {
  it('lists them oldest first with the stand, the action and the author', async () => {
    mockApi({
      ...noPages,
      'GET /api/routeImmobile/revisions': () => jsonResponse(200, [revision(), created]),
    });
    renderScreen(<StandRevisionsSection />);
    const list = await screen.findByRole('list', { name: 'Imóveis' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Vila Nova',
      'Residencial Aurora II',
    ]);
    expect(rows[0]).toHaveTextContent('Construtora Alfa · Novo imóvel');
    expect(rows[1]).toHaveTextContent('Construtora Alfa · Edição');
    expect(rows[1]).toHaveTextContent(/Por Olga Dona em/);
    // No page change waits: that part says nothing.
    expect(screen.queryByRole('heading', { name: 'Páginas dos estandes' })).not.toBeInTheDocument();
  });

  it('shows an edit side by side, only the changed fields, pictures as thumbnails', async () => {
    const user = userEvent.setup();
    mockApi({ ...noPages, 'GET /api/routeImmobile/revisions': () => jsonResponse(200, [revision()]) });
    renderScreen(<StandRevisionsSection />);
    await user.click(
      await screen.findByRole('button', { name: 'Revisar alteração do imóvel Residencial Aurora II' }),
    );
    expect(screen.getByRole('heading', { name: 'Residencial Aurora II', level: 2 })).toHaveFocus();
    expect(screen.getByText('Estande Construtora Alfa · Edição')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Título' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Imagens do imóvel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quartos' })).not.toBeInTheDocument();
    expect(screen.getByText('Residencial Aurora')).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/media/p1.jpg',
      '/media/p1.jpg',
      '/media/p2.jpg',
    ]);
    expect(screen.getByRole('img', { name: 'Imagem 2' })).toBeInTheDocument();
  });

  it('shows a new property whole as proposed, and a removal as the property it takes away', async () => {
    const user = userEvent.setup();
    mockApi({ ...noPages, 'GET /api/routeImmobile/revisions': () => jsonResponse(200, [created, removal]) });
    renderScreen(<StandRevisionsSection />);
    await user.click(await screen.findByRole('button', { name: 'Revisar alteração do imóvel Vila Nova' }));
    expect(screen.getByText(/^Imóvel novo: aprovar o publica/)).toBeInTheDocument();
    expect(screen.getByText('Proposto')).toBeInTheDocument();
    expect(screen.queryByText('Publicado agora')).not.toBeInTheDocument();
    expect(screen.getByText('lançamento')).toBeInTheDocument();
    expect(screen.getByText('82,5 m²')).toBeInTheDocument();
    expect(screen.getByText('Rua das Flores, 12 · Centro - Campinas/SP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar às alterações pendentes' }));

    await user.click(screen.getByRole('button', { name: 'Revisar alteração do imóvel Residencial Aurora' }));
    expect(screen.getByText(/^Pedido de remoção: aprovar tira/)).toBeInTheDocument();
    expect(screen.getByText('Publicado agora')).toBeInTheDocument();
    expect(screen.queryByText('Proposto')).not.toBeInTheDocument();
    expect(screen.getByText('Perto do parque.')).toBeInTheDocument();
  });

  it('approves, then says so on the refreshed list', async () => {
    const user = userEvent.setup();
    let pending = [revision()];
    const fetchMock = mockApi({
      ...noPages,
      'GET /api/routeImmobile/revisions': () => jsonResponse(200, pending),
      'POST /api/routeImmobile/revisions/21/approve': () => {
        pending = [];
        return jsonResponse(200, revision({ status: 'APPROVED' }));
      },
    });
    renderScreen(<StandRevisionsSection />);
    await user.click(
      await screen.findByRole('button', { name: 'Revisar alteração do imóvel Residencial Aurora II' }),
    );
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(
      await screen.findByText('Alterações de “Residencial Aurora II” aprovadas e publicadas.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nenhuma alteração pendente' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/21/approve') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('rejects with the reason', async () => {
    const user = userEvent.setup();
    let pending = [revision()];
    const fetchMock = mockApi({
      ...noPages,
      'GET /api/routeImmobile/revisions': () => jsonResponse(200, pending),
      'POST /api/routeImmobile/revisions/21/reject': () => {
        pending = [];
        return jsonResponse(200, revision({ status: 'REJECTED', reason: 'Fotos borradas' }));
      },
    });
    renderScreen(<StandRevisionsSection />);
    await user.click(
      await screen.findByRole('button', { name: 'Revisar alteração do imóvel Residencial Aurora II' }),
    );
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar alterações de Residencial Aurora II' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Fotos borradas');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText(/^Alterações de “Residencial Aurora II” recusadas/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/21/reject'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Fotos borradas' });
  });

  it('keeps the page changes at hand when the property changes cannot be read', async () => {
    mockApi({
      'GET /api/exhibitor/revisions': () =>
        jsonResponse(200, [
          {
            id: 11,
            exhibitorId: 3,
            exhibitorTitle: 'Construtora Alfa',
            eventId: 7,
            status: 'PENDING',
            author: null,
            createdAt: '2026-05-02T13:00:00.000Z',
            reason: null,
            decidedAt: null,
            current: null,
            proposed: null,
            changed: [],
          },
        ]),
      'GET /api/routeImmobile/revisions': () =>
        jsonResponse(500, { code: 'INTERNAL', message: 'x', args: [] }),
    });
    renderScreen(<StandRevisionsSection />);
    expect(await screen.findByText('Não foi possível carregar as alterações de imóveis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Revisar alterações de Construtora Alfa' }),
    ).toBeInTheDocument();
  });
});
