import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Exhibitor, Property, Speaker } from '@vitrine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, image, savedEvent } from '../../../test/fake-xhr.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { renderScreen } from '../../../test/render.tsx';
import { AgendaItemForm } from './agenda-item-form.tsx';
import { ExhibitorForm } from './exhibitor-form.tsx';
import { PropertyForm } from './property-form.tsx';
import { SpeakerForm } from './speaker-form.tsx';

// The rich-text fields are driven through their textarea fallback (see event-form.test.tsx).
vi.mock('../../../components/form/rich-text-editor.tsx', async () => ({
  default: (await import('../../../components/form/rich-text-field.tsx')).RichTextFallback,
}));

const ana: Speaker = {
  id: 4,
  name: 'Ana Souza',
  company: 'Alfa',
  office: 'CEO',
  description: '',
  profilePicture: null,
};
const bruno: Speaker = { ...ana, id: 5, name: 'Bruno Lima', company: null };
const property: Property = {
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
  sector: null,
  company: 'Alfa S.A.',
  local: null,
  dateStart: '10/05/2026',
  address: null,
  socialMedia: { ...savedEvent.socialMedia, site: null, instagram: 'https://instagram.com/alfa' },
  profilePicture: '/media/alfa.png',
  coverPhoto: null,
  coverPhotoMobile: null,
};
const routes: Record<string, unknown> = {
  '/api/event?size=100': { content: [savedEvent], totalElements: 1, totalPages: 1, page: 0, size: 100 },
  '/api/event/7': savedEvent,
  '/api/exhibitor/findByEvent/7': { Construtoras: [{ id: 3, title: 'Construtora Alfa' }] },
  '/api/exhibitor/3': exhibitor,
  '/api/speaker/findByEvent/7': [ana, bruno],
  '/api/agenda/event/7': {
    '11/05/2026': [
      {
        id: 20,
        timeStart: '10:00',
        timeEnd: '11:00',
        theme: 'Abertura',
        description: '',
        speaker: [ana],
        stage: 'Sala 1',
        cancelled: false,
      },
    ],
  },
  '/api/routeImmobile/30': property,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method && init.method !== 'GET') return jsonResponse(201, { id: 99 });
    const body = routes[String(url)];
    return body
      ? jsonResponse(200, body)
      : jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: '', args: [] });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

// Label queries: role queries compute every accessible name of a large form and are slow in jsdom.
const box = (name: RegExp) => screen.getByLabelText(name);
const set = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const lastXhr = async () => {
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
  return FakeXhr.sent.at(-1) as FakeXhr;
};

describe('ExhibitorForm', { timeout: 20_000 }, () => {
  it('offers the quotas by their labels only (no internal codes) and sends `exhibitorRequest` with the pictures', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<ExhibitorForm eventId={7} onDone={onDone} />);
    const quota = screen.getByRole('combobox', { name: /^Cota/ });
    expect([...within(quota).getAllByRole('option')].map((option) => option.textContent)).toEqual([
      'Selecione…',
      'Presente',
      'Diamante',
      'Ouro',
      'Prata',
      'Tech',
      'Construtora',
    ]);
    expect(await screen.findByRole('option', { name: /Feira Casa Nova/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Evento/ })).toHaveValue('7');

    await user.click(screen.getByRole('button', { name: 'Criar expositor' }));
    for (const name of [/^Título/, /^Descrição curta/, /^Categoria/, /^Descrição\s?\*/]) {
      expect(box(name)).toHaveAccessibleDescription('Preencha este campo.');
    }
    expect(quota).toHaveAccessibleDescription('Preencha este campo.');
    // The address is optional for an exhibitor.
    expect(box(/^Rua/)).not.toHaveAttribute('aria-invalid');

    set(box(/^Título/), 'Construtora Alfa');
    set(box(/^Descrição curta/), 'Apartamentos na planta');
    set(box(/^Categoria/), 'Construtoras');
    set(box(/^Descrição\s?\*/), '<p>Desde 1990.</p>');
    await user.selectOptions(quota, '2');
    await user.click(screen.getByRole('checkbox', { name: 'Patrocinador' }));
    await user.upload(screen.getByLabelText('Foto de perfil'), image('logo.png'));
    await user.click(screen.getByRole('button', { name: 'Criar expositor' }));

    const xhr = await lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/exhibitor']);
    const { json, files } = xhr.parts('exhibitorRequest');
    expect(json).toMatchObject({
      idEvent: '7',
      title: 'Construtora Alfa',
      quota: 2,
      sponsor: true,
      address: null,
    });
    expect(files).toEqual({ profilePicture: ['logo.png'] });
    act(() => xhr.respond(201, { id: 3 }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sua solicitação foi enviada com sucesso.');
    // The event the stand belongs to, so the producer area opens that event (not the exhibitor's id).
    expect(onDone).toHaveBeenCalledWith({ id: 3 }, 7);
  });
});

describe('ExhibitorForm in edit mode', { timeout: 20_000 }, () => {
  it('prefills the quota code, the sponsor flag and the links, and keeps the pictures not replaced', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<ExhibitorForm id={3} eventId={7} onDone={onDone} />);
    await screen.findByRole('form', { name: 'Editar Expositor' });
    await waitFor(() => expect(box(/^Título/)).toHaveValue('Construtora Alfa'));
    expect(screen.getByRole('combobox', { name: /^Cota/ })).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Patrocinador' })).toBeChecked();
    expect(box(/^Instagram/)).toHaveValue('https://instagram.com/alfa');
    expect(screen.getByRole('img', { name: 'Foto de perfil atual' })).toHaveAttribute(
      'src',
      '/media/alfa.png',
    );
    await user.upload(screen.getByLabelText('Foto de capa'), image('capa.png'));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const xhr = await lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/exhibitor/3']);
    const { json, files } = xhr.parts('exhibitorRequest');
    expect(json).toMatchObject({ idEvent: '7', quota: 2, sponsor: true, company: 'Alfa S.A.' });
    // Only the new cover travels: the saved profile picture stays as it is.
    expect(files).toEqual({ coverPhoto: ['capa.png'] });
    act(() => xhr.respond(200, exhibitor));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(exhibitor, 7));
  });
});

describe('PropertyForm', { timeout: 20_000 }, () => {
  it('picks the owner among the event exhibitors and sends the status code', async () => {
    const user = userEvent.setup();
    renderScreen(<PropertyForm eventId={7} onDone={() => {}} />);
    const owner = screen.getByRole('combobox', { name: /^Expositor responsável/ });
    await screen.findByRole('option', { name: 'Construtora Alfa' });
    const status = screen.getByRole('combobox', { name: /^Status/ });
    expect([...within(status).getAllByRole('option')].map((option) => option.textContent).slice(1)).toEqual([
      '1 · Pronto',
      '2 · lançamento',
      '3 · em construção',
      '4 · breve lançamento',
    ]);
    await user.selectOptions(owner, '3');
    await user.selectOptions(status, '4');
    set(box(/^Título/), 'Residencial Aurora');
    set(box(/^Descrição/), '<p>Perto do parque.</p>');
    set(screen.getByRole('spinbutton', { name: /^Quartos/ }), '3');
    set(screen.getByRole('spinbutton', { name: /^Suítes/ }), '1');
    set(screen.getByRole('spinbutton', { name: /^Área/ }), '82.5');
    set(box(/^Rua/), 'Rua das Flores');
    set(box(/^Cidade/), 'Campinas');
    set(box(/^Estado/), 'SP');
    set(box(/^CEP/), '13000-000');
    await user.upload(screen.getByLabelText('Imagens do imóvel'), [image('a.png'), image('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Criar imóvel' }));

    const xhr = await lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/routeImmobile']);
    const { json, files } = xhr.parts('request');
    expect(json).toMatchObject({ eventId: '7', exhibitorsId: '3', status: 4, room: '3', size: '82.5' });
    expect(files).toEqual({ files: ['a.png', 'b.png'] });
  });

  it('edit mode finds the event through the owner, prefills and keeps the images left', async () => {
    const user = userEvent.setup();
    renderScreen(<PropertyForm id={30} onDone={() => {}} />);
    await screen.findByRole('form', { name: 'Editar Imóvel' });
    await waitFor(() => expect(box(/^Título/)).toHaveValue('Residencial Aurora'));
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveValue('3');
    expect(box(/^Rua/)).toHaveValue('Rua das Flores');
    expect(box(/^Número/)).toHaveValue('12');
    expect(box(/^Cidade/)).toHaveValue('Campinas');
    expect(box(/^Complemento/)).toHaveValue('Centro');
    expect(box(/^Estado/)).toHaveValue('SP');
    expect(box(/^CEP/)).toHaveValue('13015-000');
    expect(screen.queryByText(/CEP não volta/)).toBeNull();
    await screen.findByRole('option', { name: 'Construtora Alfa' });
    // Nothing of the address typed again: saved as it was read.
    await user.click(screen.getByRole('button', { name: 'Remover a imagem salva 2' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const xhr = await lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/routeImmobile/30']);
    expect(xhr.parts('request').json).toMatchObject({
      images: ['/media/p1.jpg'],
      exhibitorsId: '3',
      eventId: '7',
      address: property.fullAddress,
    });
  });
});

describe('SpeakerForm', { timeout: 20_000 }, () => {
  it('requires the name and sends the profile picture', async () => {
    const user = userEvent.setup();
    renderScreen(<SpeakerForm eventId={7} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Cadastrar palestrante' }));
    expect(box(/^Nome/)).toHaveFocus();
    expect(box(/^Nome/)).toHaveAccessibleDescription('Preencha este campo.');
    set(box(/^Nome/), 'Ana Souza');
    await user.upload(screen.getByLabelText('Foto de perfil'), image('ana.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar palestrante' }));
    const xhr = await lastXhr();
    expect(xhr.parts('request')).toEqual({
      json: { eventId: '7', name: 'Ana Souza', company: null, office: null, description: '' },
      files: { profilePicture: ['ana.jpg'] },
    });
  });
});

describe('AgendaItemForm', { timeout: 20_000 }, () => {
  it('keeps the date within the event, the end after the start, and sends JSON with the speakers', async () => {
    const user = userEvent.setup();
    renderScreen(<AgendaItemForm eventId={7} onDone={() => {}} />);
    await screen.findByRole('checkbox', { name: /Ana Souza/ });
    const date = screen.getByLabelText(/^Data/);
    await waitFor(() => expect(date).toHaveAccessibleDescription('dd/mm/aaaa · 10/05/2026 – 12/05/2026'));
    set(box(/^Tema/), 'Abertura');
    set(date, '20/05/2026');
    set(screen.getByLabelText(/^Horário de início/), '10:00');
    set(screen.getByLabelText(/^Horário de término/), '09:00');
    await user.click(screen.getByRole('button', { name: 'Adicionar à programação' }));
    expect(date).toHaveAccessibleDescription('A data deve estar entre 10/05/2026 e 12/05/2026.');
    expect(screen.getByLabelText(/^Horário de término/)).toHaveAccessibleDescription(
      'O término deve ser depois do início.',
    );

    set(date, '11/05/2026');
    set(screen.getByLabelText(/^Horário de término/), '11:00');
    await user.click(screen.getByRole('checkbox', { name: /Bruno Lima/ }));
    await user.click(screen.getByRole('button', { name: 'Adicionar à programação' }));
    await waitFor(() => expect(callsOf(fetchMock).some((call) => call.method === 'POST')).toBe(true));
    const post = callsOf(fetchMock).find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/agenda');
    expect(post?.body).toEqual({
      eventId: '7',
      date: '11/05/2026',
      timeStart: '10:00',
      timeEnd: '11:00',
      theme: 'Abertura',
      description: '',
      // Empty: the server stores no stage.
      stage: '',
      speakerIds: [5],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Sua solicitação foi enviada com sucesso.');
  });

  it('edit mode loads the item from the event agenda and shows a server failure', async () => {
    const user = userEvent.setup();
    renderScreen(<AgendaItemForm eventId={7} id={20} onDone={() => {}} />);
    await screen.findByRole('form', { name: 'Editar atividade' });
    await waitFor(() => expect(box(/^Tema/)).toHaveValue('Abertura'));
    expect(screen.getByLabelText(/^Data/)).toHaveValue('11/05/2026');
    expect(await screen.findByRole('checkbox', { name: /Ana Souza/ })).toBeChecked();
    fetchMock.mockImplementationOnce(async () => apiErrorResponse(404, 'SPEAKER_NOT_FOUND', [5]));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const failure = await screen.findByText('Ocorreu um erro ao enviar a solicitação. Tente novamente.');
    expect(failure.closest('[role="alert"]')?.textContent?.length).toBeGreaterThan(60);
    expect(callsOf(fetchMock).at(-1)).toMatchObject({ method: 'PUT', url: '/api/agenda/20' });
  });

  it('edits the stage, and cancels the session only after confirming, telling who starred it', async () => {
    const user = userEvent.setup();
    renderScreen(<AgendaItemForm eventId={7} id={20} onDone={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText(/^Sala ou palco/)).toHaveValue('Sala 1'));
    expect(screen.getByText(/é avisado quando o dia, o horário ou a sala mudam/)).toBeInTheDocument();
    expect(screen.getByText('Na programação.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar atividade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar esta atividade?' });
    expect(dialog).toHaveTextContent('Quem a favoritou é avisado');
    await user.click(within(dialog).getByRole('button', { name: 'Manter atividade' }));
    expect(callsOf(fetchMock).some((call) => call.url === '/api/agenda/20/cancel')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancelar atividade' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar atividade' }),
    );
    await waitFor(() =>
      expect(callsOf(fetchMock).find((call) => call.url === '/api/agenda/20/cancel')).toMatchObject({
        method: 'PATCH',
        body: { cancelled: true },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    set(screen.getByLabelText(/^Sala ou palco/), '');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).find((call) => call.method === 'PUT')?.body).toMatchObject({ stage: '' }),
    );
  });
});
