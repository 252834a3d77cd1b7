import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StandRevision } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch.ts';
import { mockApi } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { StandRevisionsSection } from './stand-revisions-section.tsx';

const social = {
  whatsapp: null,
  site: null,
  facebook: null,
  instagram: null,
  linkedin: null,
  spotify: null,
  youtube: null,
  twitter: null,
};
const page = {
  description: '<p>Desde 1990.</p><script>alert(1)</script>',
  shortDescription: 'Apartamentos na planta',
  aboutSponsor: null,
  socialMedia: social,
  profilePicture: '/media/alfa.png',
  coverPhoto: null,
  coverPhotoMobile: null,
};
const revision = (overrides: Partial<StandRevision> = {}): StandRevision => ({
  id: 11,
  exhibitorId: 3,
  exhibitorTitle: 'Construtora Alfa',
  eventId: 7,
  status: 'PENDING',
  author: 'Olga Dona',
  createdAt: '2026-05-02T13:00:00.000Z',
  reason: null,
  decidedAt: null,
  current: page,
  proposed: {
    ...page,
    shortDescription: 'Novo texto',
    description: '<p>Desde <strong>1989</strong>.</p>',
    profilePicture: '/media/alfa-2.png',
  },
  changed: ['description', 'shortDescription', 'profilePicture'],
  ...overrides,
});
const older = revision({ id: 12, exhibitorTitle: 'Imobiliária Beta', createdAt: '2026-05-01T09:00:00.000Z' });

const noProperties = { 'GET /api/routeImmobile/revisions': () => jsonResponse(200, []) };

afterEach(() => vi.unstubAllGlobals());

describe('StandRevisionsSection', () => {
  it('says so when nothing awaits the organizer', async () => {
    mockApi({ 'GET /api/exhibitor/revisions': () => jsonResponse(200, []), ...noProperties });
    renderScreen(<StandRevisionsSection />);
    expect(await screen.findByRole('heading', { name: 'Nenhuma alteração pendente' })).toBeInTheDocument();
  });

  it('lists the oldest first and shows only the changed fields side by side, HTML made safe', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/exhibitor/revisions': () => jsonResponse(200, [revision(), older]),
      ...noProperties,
    });
    renderScreen(<StandRevisionsSection />);
    const list = await screen.findByRole('list', { name: 'Páginas dos estandes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Imobiliária Beta',
      'Construtora Alfa',
    ]);
    expect(rows[1]).toHaveTextContent(/Por Olga Dona em/);
    await user.click(screen.getByRole('button', { name: 'Revisar alterações de Construtora Alfa' }));

    expect(screen.getByRole('heading', { name: 'Construtora Alfa', level: 2 })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Descrição curta' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Foto de perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Site e redes sociais' })).not.toBeInTheDocument();
    expect(screen.getByText('Apartamentos na planta')).toBeInTheDocument();
    expect(screen.getByText('Novo texto')).toBeInTheDocument();
    expect(screen.getByText('1989').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(
      screen.getAllByRole('img', { name: 'Foto de perfil' }).map((img) => img.getAttribute('src')),
    ).toEqual(['/media/alfa.png', '/media/alfa-2.png']);
  });

  it('approves, then says so on the refreshed list', async () => {
    const user = userEvent.setup();
    let pending = [revision()];
    const fetchMock = mockApi({
      'GET /api/exhibitor/revisions': () => jsonResponse(200, pending),
      ...noProperties,
      'POST /api/exhibitor/revisions/11/approve': () => {
        pending = [];
        return jsonResponse(200, revision({ status: 'APPROVED' }));
      },
    });
    renderScreen(<StandRevisionsSection />);
    await user.click(await screen.findByRole('button', { name: 'Revisar alterações de Construtora Alfa' }));
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(
      await screen.findByText('Alterações de “Construtora Alfa” aprovadas e publicadas.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nenhuma alteração pendente' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/11/approve') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('asks a reason before rejecting and sends it', async () => {
    const user = userEvent.setup();
    let pending = [revision()];
    const fetchMock = mockApi({
      'GET /api/exhibitor/revisions': () => jsonResponse(200, pending),
      ...noProperties,
      'POST /api/exhibitor/revisions/11/reject': () => {
        pending = [];
        return jsonResponse(200, revision({ status: 'REJECTED', reason: 'Logo fora do padrão' }));
      },
    });
    renderScreen(<StandRevisionsSection />);
    await user.click(await screen.findByRole('button', { name: 'Revisar alterações de Construtora Alfa' }));
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar alterações de Construtora Alfa' });
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Diga o motivo da recusa.')).toBeInTheDocument();
    await user.type(reason, 'Logo fora do padrão');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText(/^Alterações de “Construtora Alfa” recusadas/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/11/reject'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Logo fora do padrão' });
  });

  it('says someone else decided first (409) and drops it from the list', async () => {
    const user = userEvent.setup();
    let pending = [revision()];
    mockApi({
      'GET /api/exhibitor/revisions': () => jsonResponse(200, pending),
      ...noProperties,
      'POST /api/exhibitor/revisions/11/approve': () => {
        pending = [];
        return jsonResponse(409, { code: 'REVISION_NOT_PENDING', message: 'x', args: [] });
      },
    });
    renderScreen(<StandRevisionsSection />);
    await user.click(await screen.findByRole('button', { name: 'Revisar alterações de Construtora Alfa' }));
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(
      await screen.findByText('As alterações de “Construtora Alfa” já foram decididas por outra pessoa.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
  });

  it('offers a retry when the list cannot be read', async () => {
    mockApi({
      'GET /api/exhibitor/revisions': () => jsonResponse(500, { code: 'INTERNAL', message: 'x', args: [] }),
      ...noProperties,
    });
    renderScreen(<StandRevisionsSection />);
    expect(await screen.findByText('Não foi possível carregar as alterações pendentes')).toBeInTheDocument();
  });
});
