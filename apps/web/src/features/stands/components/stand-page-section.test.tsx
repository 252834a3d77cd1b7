import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Exhibitor, StandRevision } from '@vitrine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishLiveMessage } from '../../../lib/realtime/live-bus.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { jsonResponse } from '../../../test/fetch.ts';
import { renderScreen } from '../../../test/render.tsx';
import { StandPageSection } from './stand-page-section.tsx';

// The rich-text fields are driven through their textarea fallback, as in the producer's forms.
vi.mock('../../../components/form/rich-text-editor.tsx', async () => ({
  default: (await import('../../../components/form/rich-text-field.tsx')).RichTextFallback,
}));

const social = {
  whatsapp: null,
  site: 'https://alfa.test',
  facebook: null,
  instagram: null,
  linkedin: null,
  spotify: null,
  youtube: null,
  twitter: null,
};
const exhibitor: Exhibitor = {
  id: 3,
  eventId: 7,
  title: 'Construtora Alfa',
  description: '<p>Desde 1990.</p>',
  shortDescription: 'Apartamentos na planta',
  category: 'Construtoras',
  quota: 'DIAMOND',
  sponsor: true,
  aboutSponsor: null,
  sector: 'Residencial',
  company: 'Alfa S.A.',
  local: 'Rua A',
  dateStart: '10/05/2026',
  address: null,
  socialMedia: social,
  profilePicture: '/media/alfa.png',
  coverPhoto: null,
  coverPhotoMobile: null,
};
const page = {
  description: exhibitor.description,
  shortDescription: exhibitor.shortDescription,
  aboutSponsor: null,
  socialMedia: social,
  profilePicture: exhibitor.profilePicture,
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
  createdAt: '2026-05-01T13:00:00.000Z',
  reason: null,
  decidedAt: null,
  current: page,
  proposed: { ...page, shortDescription: 'Novo texto' },
  changed: ['shortDescription'],
  ...overrides,
});

/** Answers the section's reads; `state` may be changed between them (the organizer deciding). */
function serve(latest: StandRevision | null, state = { exhibitor, latest }) {
  state.latest = latest;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const fetchMock = vi.fn<typeof fetch>(async (url) => {
    const path = new URL(String(url), 'http://test').pathname;
    if (path === '/api/exhibitor/3') return jsonResponse(200, state.exhibitor);
    if (path === '/api/exhibitor/3/revision') return jsonResponse(200, state.latest);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: '', args: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  FakeXhr.sent = [];
});
afterEach(() => vi.unstubAllGlobals());

const lastXhr = async () => {
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
  return FakeXhr.sent.at(-1) as FakeXhr;
};

describe('StandPageSection', { timeout: 20_000 }, () => {
  it("sends the OWNER's page with the stand's other fields unchanged and says it awaits approval", async () => {
    const user = userEvent.setup();
    const fetchMock = serve(null);
    renderScreen(<StandPageSection exhibitorId={3} viewer="OWNER" />);
    expect(screen.getByRole('heading', { name: 'Página do estande' })).toBeInTheDocument();
    const short = await screen.findByLabelText(/^Descrição curta/);
    await waitFor(() => expect(short).toHaveValue('Apartamentos na planta'));
    // Only the page fields are there to edit.
    expect(screen.queryByLabelText(/^Título/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Site/)).toHaveValue('https://alfa.test');
    fireEvent.change(short, { target: { value: 'Novo texto' } });
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const xhr = await lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/exhibitor/3']);
    const { json, files } = xhr.parts('exhibitorRequest');
    expect(json).toMatchObject({
      idEvent: '7',
      title: 'Construtora Alfa',
      shortDescription: 'Novo texto',
      category: 'Construtoras',
      quota: 2,
      sponsor: true,
      sector: 'Residencial',
      company: 'Alfa S.A.',
      local: 'Rua A',
    });
    expect(files).toEqual({});
    fetchMock.mockClear();
    act(() => xhr.respond(202, revision()));
    expect(await screen.findByText(/^Enviado para aprovação/)).toBeInTheDocument();
    // The status above the form is asked again.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/exhibitor/3/revision'))).toBe(
        true,
      ),
    );
  });

  it('starts from the change awaiting the organizer, which a new save replaces', async () => {
    serve(
      revision({
        proposed: { ...page, shortDescription: 'Novo texto', profilePicture: '/media/alfa-2.png' },
      }),
    );
    renderScreen(<StandPageSection exhibitorId={3} viewer="OWNER" />);
    await waitFor(() => expect(screen.getByLabelText(/^Descrição curta/)).toHaveValue('Novo texto'));
    expect(screen.getByText(/^O formulário mostra as alterações que aguardam aprovação/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de perfil atual' })).toHaveAttribute(
      'src',
      '/media/alfa-2.png',
    );
  });

  it('says a live save was published', async () => {
    const user = userEvent.setup();
    serve(null);
    renderScreen(<StandPageSection exhibitorId={3} viewer="OWNER" />);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Descrição curta/)).toHaveValue('Apartamentos na planta'),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const xhr = await lastXhr();
    act(() => xhr.respond(200, exhibitor));
    expect(await screen.findByText(/^Publicado\./)).toBeInTheDocument();
  });

  it('shows where the newest change stands: pending, approved or rejected with the reason', async () => {
    serve(revision());
    const { unmount } = renderScreen(<StandPageSection exhibitorId={3} viewer="OWNER" />);
    expect(await screen.findByText(/^Aguardando aprovação do organizador/)).toBeInTheDocument();
    unmount();
    serve(
      revision({ status: 'REJECTED', reason: 'Logo fora do padrão', decidedAt: '2026-05-02T10:00:00.000Z' }),
    );
    renderScreen(<StandPageSection exhibitorId={3} viewer="OWNER" />);
    expect(await screen.findByText('Não aprovada: Logo fora do padrão')).toBeInTheDocument();
  });

  it("reads the live page past the browser's cache and starts from it again once the organizer approves", async () => {
    const state = { exhibitor, latest: null as StandRevision | null };
    const fetchMock = serve(revision(), state);
    renderScreen(<StandPageSection exhibitorId={3} viewer="OWNER" />);
    await waitFor(() => expect(screen.getByLabelText(/^Descrição curta/)).toHaveValue('Novo texto'));
    const read = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/exhibitor/3'));
    expect(read?.[1]?.cache).toBe('no-cache');

    state.exhibitor = { ...exhibitor, shortDescription: 'Novo texto aprovado' };
    state.latest = revision({ status: 'APPROVED', decidedAt: '2026-05-02T10:00:00.000Z' });
    act(() =>
      publishLiveMessage({
        id: '5',
        type: 'STAND_REVISION_APPROVED',
        message: 'As alterações do estande Construtora Alfa foram aprovadas e já estão no ar',
        eventId: 7,
        publicationId: null,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Descrição curta/)).toHaveValue('Novo texto aprovado'));
    expect(screen.queryByText(/^Aguardando aprovação do organizador/)).not.toBeInTheDocument();
  });

  it('shows STAFF the published page read-only, saying only the responsável edits it', async () => {
    serve(null);
    renderScreen(<StandPageSection exhibitorId={3} viewer="STAFF" />);
    expect(screen.getByText(/^Somente o responsável pelo estande edita a página/)).toBeInTheDocument();
    expect(await screen.findByText('Apartamentos na planta')).toBeInTheDocument();
    expect(screen.getByText('Desde 1990.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).not.toBeInTheDocument();
  });

  it('offers a retry when the stand cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(500, { code: 'INTERNAL', message: 'x', args: [] })),
    );
    renderScreen(<StandPageSection exhibitorId={3} viewer="OWNER" />);
    expect(await screen.findByText('Não foi possível carregar a página do estande')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
