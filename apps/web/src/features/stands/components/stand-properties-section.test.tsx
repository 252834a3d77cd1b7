import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Exhibitor, MyStand, Property, PropertyRevision } from '@vitrine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { jsonResponse } from '../../../test/fetch.ts';
import { renderScreen } from '../../../test/render.tsx';
import { StandPropertiesSection } from './stand-properties-section.tsx';

// The rich-text fields are driven through their textarea fallback, as in the producer's forms.
vi.mock('../../../components/form/rich-text-editor.tsx', async () => ({
  default: (await import('../../../components/form/rich-text-field.tsx')).RichTextFallback,
}));

const stand: MyStand = {
  exhibitorId: 3,
  title: 'Construtora Alfa',
  eventId: 7,
  eventTitle: 'Feira 2026',
  role: 'OWNER',
};
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
const exhibitor = (quota: Exhibitor['quota']): Exhibitor => ({
  id: 3,
  eventId: 7,
  title: 'Construtora Alfa',
  description: '<p>Desde 1990.</p>',
  shortDescription: 'Apartamentos na planta',
  category: 'Construtoras',
  quota,
  sponsor: false,
  aboutSponsor: null,
  sector: null,
  company: null,
  local: null,
  dateStart: '10/05/2026',
  address: null,
  socialMedia: social,
  profilePicture: null,
  coverPhoto: null,
  coverPhotoMobile: null,
});
const aurora: Property = {
  id: 30,
  title: 'Residencial Aurora',
  images: ['/media/p1.jpg', '/media/p2.jpg'],
  address: { logradouro: 'Rua das Flores, 12', localidade: 'Centro - Campinas/SP' },
  fullAddress: {
    road: 'Rua das Flores',
    number: '12',
    city: 'Campinas',
    state: 'SP',
    zipCode: '13015-000',
    complement: 'Centro',
  },
  status: 'UNDER_CONSTRUCTION',
  room: 3,
  suites: 1,
  size: 82.5,
  description: '<p>Perto do parque.</p>',
  contact: null,
  exhibitorId: 3,
};
const bosque: Property = { ...aurora, id: 31, title: 'Parque do Bosque', images: [] };
const others: Property = { ...aurora, id: 40, title: 'Torre de Outro Estande', exhibitorId: 9 };
const { id: _id, ...auroraDraft } = aurora;
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
  current: auroraDraft,
  proposed: { ...auroraDraft, title: 'Residencial Aurora II', images: ['/media/p1.jpg', '/media/n1.jpg'] },
  changed: ['title', 'images'],
  ...overrides,
});

interface Served {
  quota?: Exhibitor['quota'];
  properties?: Property[];
  revisions?: PropertyRevision[];
  publishWithoutReview?: boolean;
}

function serve({
  quota = 'CONSTRUCTOR',
  properties = [],
  revisions = [],
  publishWithoutReview = false,
}: Served) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://test').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/exhibitor/3') return jsonResponse(200, exhibitor(quota));
    if (path === '/api/routeImmobile/event/7')
      return jsonResponse(200, { 'Construtora Alfa': properties, 'Outro Estande': [others] });
    if (path === '/api/exhibitor/3/property-revisions') return jsonResponse(200, revisions);
    if (path === '/api/exhibitor/3/members')
      return jsonResponse(200, { exhibitorId: 3, members: [], invites: [], publishWithoutReview });
    if (method === 'DELETE' && path === '/api/routeImmobile/31')
      return publishWithoutReview
        ? new Response(null, { status: 204 })
        : jsonResponse(202, revision({ id: 25, propertyId: 31, action: 'DELETE', proposed: null }));
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: '', args: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const asked = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://test').pathname === path).length;

const box = (name: RegExp) => screen.getByLabelText(name);
const set = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const lastXhr = async () => {
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
  return FakeXhr.sent.at(-1) as FakeXhr;
};

beforeEach(() => {
  FakeXhr.sent = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('StandPropertiesSection', { timeout: 20_000 }, () => {
  it("lists the stand's own properties with what awaits the organizer and what was refused", async () => {
    serve({
      properties: [aurora, bosque],
      revisions: [
        revision(),
        revision({
          id: 22,
          propertyId: null,
          action: 'CREATE',
          current: null,
          proposed: { ...auroraDraft, title: 'Vila Nova' },
          changed: [],
        }),
        revision({
          id: 20,
          propertyId: 31,
          status: 'REJECTED',
          reason: 'Fotos borradas',
          decidedAt: '2026-05-01T10:00:00.000Z',
        }),
        revision({
          id: 19,
          propertyId: null,
          action: 'CREATE',
          status: 'REJECTED',
          reason: 'Fora do evento',
          current: null,
          proposed: { ...auroraDraft, title: 'Casa Antiga' },
        }),
      ],
    });
    renderScreen(<StandPropertiesSection stand={stand} viewer="OWNER" />);
    const list = await screen.findByRole('list', { name: 'Imóveis do estande' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Vila Nova',
      'Residencial Aurora',
      'Parque do Bosque',
    ]);
    expect(rows[0]).toHaveTextContent('Aguardando aprovação: novo imóvel');
    // A new property has no id yet: nothing to edit or remove until the organizer decides.
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Aguardando aprovação: edição');
    expect(rows[1]).toHaveTextContent('Novo título proposto: Residencial Aurora II');
    expect(rows[2]).toHaveTextContent('Não aprovado (edição): Fotos borradas');
    expect(screen.getByText('Não aprovado (novo imóvel): Fora do evento')).toBeInTheDocument();
    expect(screen.queryByText('Torre de Outro Estande')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Residencial Aurora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover Parque do Bosque' })).toBeInTheDocument();
  });

  it('edits from the change awaiting the organizer and says the new one went for approval', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({ properties: [aurora], revisions: [revision()] });
    renderScreen(<StandPropertiesSection stand={stand} viewer="OWNER" />);
    await user.click(await screen.findByRole('button', { name: 'Editar Residencial Aurora' }));
    expect(
      await screen.findByRole('heading', { name: 'Editar imóvel: Residencial Aurora' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^O formulário mostra a alteração que aguarda aprovação/)).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: /^Título/ });
    await waitFor(() => expect(title).toHaveValue('Residencial Aurora II'));
    // The stand is the owner: no event or exhibitor to pick.
    expect(screen.queryByRole('combobox', { name: /^Expositor responsável/ })).not.toBeInTheDocument();
    expect(screen.getByText('Construtora Alfa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover a imagem salva 1' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const xhr = await lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/routeImmobile/30']);
    expect(xhr.parts('request').json).toMatchObject({
      eventId: '7',
      exhibitorsId: '3',
      title: 'Residencial Aurora II',
      images: ['/media/n1.jpg'],
      address: aurora.fullAddress,
    });
    const before = asked(fetchMock, '/api/exhibitor/3/property-revisions');
    act(() => xhr.respond(202, revision({ id: 24 })));
    expect(await screen.findByText(/^Enviado para aprovação do organizador/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Imóveis' })).toHaveFocus();
    await waitFor(() => expect(asked(fetchMock, '/api/exhibitor/3/property-revisions')).toBe(before + 1));
  });

  it('adds a property for the stand; a stand without review publishes it at once', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({ publishWithoutReview: true });
    renderScreen(<StandPropertiesSection stand={stand} viewer="OWNER" />);
    expect(await screen.findByRole('heading', { name: 'Nenhum imóvel ainda' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/suas alterações entram no ar na hora/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Adicionar imóvel' }));
    expect(await screen.findByRole('form', { name: 'Criar Imóvel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Novo imóvel' })).toBeInTheDocument();
    set(box(/^Título/), 'Vila Nova');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Status/ }), '2');
    set(box(/^Descrição/), '<p>Perto do lago.</p>');
    set(screen.getByRole('spinbutton', { name: /^Quartos/ }), '2');
    set(screen.getByRole('spinbutton', { name: /^Suítes/ }), '1');
    set(screen.getByRole('spinbutton', { name: /^Área/ }), '60');
    set(box(/^Rua/), 'Rua do Lago');
    set(box(/^Cidade/), 'Campinas');
    set(box(/^Estado/), 'SP');
    set(box(/^CEP/), '13000-000');
    await user.click(screen.getByRole('button', { name: 'Criar imóvel' }));

    const xhr = await lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/routeImmobile']);
    expect(xhr.parts('request').json).toMatchObject({ eventId: '7', exhibitorsId: '3', title: 'Vila Nova' });
    const before = asked(fetchMock, '/api/routeImmobile/event/7');
    act(() => xhr.respond(201, { ...aurora, id: 32, title: 'Vila Nova' }));
    expect(await screen.findByText(/^Publicado\. O imóvel já aparece/)).toBeInTheDocument();
    // Live at once: the event's properties (the public tab's read too) are asked again.
    await waitFor(() => expect(asked(fetchMock, '/api/routeImmobile/event/7')).toBe(before + 1));
  });

  it('goes back to the list when the form is cancelled', async () => {
    const user = userEvent.setup();
    serve({ properties: [aurora] });
    renderScreen(<StandPropertiesSection stand={stand} viewer="OWNER" />);
    await user.click(await screen.findByRole('button', { name: 'Adicionar imóvel' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('list', { name: 'Imóveis do estande' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Imóveis' })).toHaveFocus();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks to remove after a confirmation and says it awaits the organizer', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({ properties: [aurora, bosque] });
    renderScreen(<StandPropertiesSection stand={stand} viewer="OWNER" />);
    await user.click(await screen.findByRole('button', { name: 'Remover Parque do Bosque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover este imóvel?' });
    expect(dialog).toHaveTextContent(
      '“Parque do Bosque” sai de Rotas de Imóveis quando o organizador aprovar',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pedir remoção' }));
    expect(
      await screen.findByText(
        'Pedido de remoção de “Parque do Bosque” enviado para aprovação do organizador.',
      ),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/routeImmobile/31') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('shows STAFF the list read-only', async () => {
    serve({ properties: [aurora], revisions: [revision()] });
    renderScreen(<StandPropertiesSection stand={{ ...stand, role: 'STAFF' }} viewer="STAFF" />);
    expect(await screen.findByText('Residencial Aurora')).toBeInTheDocument();
    expect(screen.getByText(/^Somente o responsável pelo estande altera os imóveis/)).toBeInTheDocument();
    expect(screen.getByText('Aguardando aprovação: edição')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar imóvel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
  });

  it('is not there for a stand of another quota without properties', async () => {
    const fetchMock = serve({ quota: 'GOLD' });
    renderScreen(<StandPropertiesSection stand={stand} viewer="OWNER" />);
    await waitFor(() => expect(asked(fetchMock, '/api/exhibitor/3/property-revisions')).toBe(1));
    await waitFor(() => expect(asked(fetchMock, '/api/exhibitor/3')).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Imóveis' })).not.toBeInTheDocument();
  });

  it('offers a retry when the properties cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(500, { code: 'INTERNAL', message: 'x', args: [] })),
    );
    renderScreen(<StandPropertiesSection stand={stand} viewer="OWNER" />);
    expect(await screen.findByText('Não foi possível carregar os imóveis do estande')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
