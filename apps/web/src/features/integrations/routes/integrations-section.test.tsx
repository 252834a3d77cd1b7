import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey, Webhook, WebhookDelivery, WebhookDeliveryPage } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n/language.ts';
import { expectCellsNamedByColumn } from '../../../test/cell-labels.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { mockApi } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { ProducerPage } from '../../producer-area/index.ts';
import { IntegrationsSection } from './integrations-section.tsx';

const fullKey = `vtr_${'a'.repeat(52)}`;
const apiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 3,
  name: 'Site do evento',
  prefix: 'vtr_abcd1234',
  scopes: ['read', 'read:people'],
  createdAt: '2026-03-01T12:00:00.000Z',
  createdBy: { id: 1, name: 'Paula Produtora' },
  lastUsedAt: null,
  ...overrides,
});
const webhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: 8,
  url: 'https://crm.example.com/hooks/vitrine',
  description: 'CRM de vendas',
  events: ['publication.created', 'lead.created'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  previousSecretUntil: null,
  pending: 0,
  ...overrides,
});
const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 41,
  messageId: 'msg_1',
  event: 'lead.created',
  status: 'FAILED',
  createdAt: '2026-03-02T10:00:00.000Z',
  attempts: 3,
  nextAttemptAt: null,
  last: {
    attempt: 3,
    at: '2026-03-02T10:05:00.000Z',
    statusCode: 500,
    durationMs: 812,
    error: null,
    response: '{"error":"database down"}',
  },
  ...overrides,
});
const pageOf = (content: WebhookDelivery[], nextBefore: number | null = null): WebhookDeliveryPage => ({
  content,
  nextBefore,
});

/** The routes of an organization with one key and one endpoint; `extra` overrides or adds. */
function mockIntegrations(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/integration/key': () => jsonResponse(200, [apiKey()]),
    'GET /api/integration/webhook': () => jsonResponse(200, [webhook()]),
    ...extra,
  });
}

const keysPanel = async () =>
  (await screen.findByRole('heading', { name: 'Chaves de API', level: 2 })).closest('section') as HTMLElement;
const endpoint = async (url = 'https://crm.example.com/hooks/vitrine') =>
  (await screen.findByText(url)).closest('li') as HTMLElement;

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('pt-BR');
});

describe('IntegrationsSection', () => {
  it("opens from the sidebar's 'Integrações', loaded on demand", async () => {
    const user = userEvent.setup();
    mockIntegrations({
      'GET /api/user/members': () =>
        jsonResponse(200, { content: [], totalElements: 0, totalPages: 0, page: 0, size: 20 }),
    });
    const { router } = renderScreen(<ProducerPage />, { path: '/area-produtor?section=members' });
    await user.click(screen.getAllByRole('button', { name: 'Integrações' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?section=integrations'));
    expect(await screen.findByRole('heading', { name: 'Integrações', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Chaves de API' })).toBeInTheDocument();
  });

  it('lists the keys with readable scopes, a prefix and "never used", one card per row on a phone', async () => {
    mockIntegrations();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    const table = await screen.findByRole('table', { name: 'Chaves de API' });
    expectCellsNamedByColumn(table);
    const row = within(table).getByText('Site do evento').closest('tr') as HTMLElement;
    expect(within(row).getByText('vtr_abcd1234…')).toBeInTheDocument();
    expect(within(row).getByText('Ler conteúdo')).toBeInTheDocument();
    expect(within(row).getByText('Ler pessoas')).toBeInTheDocument();
    expect(within(row).getByText('Nunca usada')).toBeInTheDocument();
    expect(within(row).getByText('por Paula Produtora')).toBeInTheDocument();
    // How to call the API, and where it is described.
    expect(screen.getByText('Authorization: Bearer vtr_…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documentação da API' })).toHaveAttribute('href', '/api/docs');
  });

  it('creates a key and shows it once: closing the dialog forgets it', async () => {
    let keys = [apiKey()];
    const fetchMock = mockIntegrations({
      'GET /api/integration/key': () => jsonResponse(200, keys),
      'POST /api/integration/key': () => {
        const created = apiKey({ id: 4, name: 'CRM', scopes: ['read', 'write:content'] });
        keys = [created, ...keys];
        return jsonResponse(201, { ...created, key: fullKey });
      },
    });
    const user = userEvent.setup();
    // After setup, which puts its own clipboard in place.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { queryClient } = renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    await user.click(within(await keysPanel()).getByRole('button', { name: 'Nova chave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova chave' });

    // Nothing goes out without a name and a scope.
    await user.click(within(dialog).getByRole('checkbox', { name: /Ler conteúdo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(within(dialog).getByText('Preencha este campo.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha pelo menos uma permissão.')).toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), '  CRM ');
    await user.click(within(dialog).getByRole('checkbox', { name: /Ler conteúdo/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Editar conteúdo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar chave' }));

    const shown = await screen.findByRole('dialog', { name: 'Chave criada' });
    const field = within(shown).getByRole('textbox', { name: 'Chave “CRM”' });
    expect(field).toHaveValue(fullKey);
    expect(field).toHaveAttribute('readonly');
    expect(within(shown).getByText(/não será mostrada de novo/)).toBeInTheDocument();
    const post = callsOf(fetchMock).find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ name: 'CRM', scopes: ['read', 'write:content'] });

    await user.click(within(shown).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(fullKey);
    expect(await within(shown).findByText('Copiado.')).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(fullKey)).not.toBeInTheDocument();
    expect(await screen.findByText('CRM')).toBeInTheDocument();
    // Neither the query cache nor the mutation cache keeps the key.
    const cached = JSON.stringify([
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.data),
    ]);
    expect(cached).not.toContain(fullKey);
  });

  it("puts the server's field errors under the fields", async () => {
    mockIntegrations({
      'POST /api/integration/key': () =>
        apiErrorResponse(400, 'VALIDATION_ERROR', [
          { field: 'body.name', message: 'Too big: expected string to have <=80 characters' },
        ]),
    });
    const user = userEvent.setup();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    await user.click(within(await keysPanel()).getByRole('button', { name: 'Nova chave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova chave' });
    const name = within(dialog).getByRole('textbox', { name: /Nome/ });
    await user.type(name, 'CRM');
    await user.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Valor inválido.')).toBeInTheDocument();
  });

  it('revokes a key only after confirming that its integrations stop at once', async () => {
    let keys = [apiKey()];
    const fetchMock = mockIntegrations({
      'GET /api/integration/key': () => jsonResponse(200, keys),
      'DELETE /api/integration/key/3': () => {
        keys = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    await user.click(await screen.findByRole('button', { name: 'Revogar Site do evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar chave' });
    expect(dialog).toHaveTextContent('param de funcionar na mesma hora');
    expect(callsOf(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Chave revogada.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nenhuma chave de API ainda' })).toBeInTheDocument();
    expect(callsOf(fetchMock).filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('creates a webhook and shows its secret', async () => {
    let hooks: Webhook[] = [];
    const fetchMock = mockIntegrations({
      'GET /api/integration/webhook': () => jsonResponse(200, hooks),
      'POST /api/integration/webhook': () => {
        hooks = [webhook({ url: 'https://example.org/in', events: ['agenda.changed'], description: '' })];
        return jsonResponse(201, { ...hooks[0], secret: 'whsec_c2VjcmV0' });
      },
    });
    const user = userEvent.setup();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    // The empty state says what webhooks are for.
    expect(
      await screen.findByText(/Receba avisos no seu sistema quando alguém se inscreve/),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Novo endpoint' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Novo endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /Endereço \(URL\)/ });
    await user.type(url, 'ftp://example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Criar endpoint' }));
    expect(
      within(dialog).getByText('Informe um link que comece com http:// ou https://.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha pelo menos um aviso.')).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://example.org/in');
    await user.click(within(dialog).getByRole('checkbox', { name: /Programação alterada/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Endpoint criado' });
    expect(within(shown).getByRole('textbox', { name: 'Segredo de assinatura' })).toHaveValue(
      'whsec_c2VjcmV0',
    );
    const post = callsOf(fetchMock).find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      url: 'https://example.org/in',
      events: ['agenda.changed'],
      description: '',
    });
    await user.click(within(shown).getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText('Endpoint salvo.')).toBeInTheDocument();
    const card = await endpoint('https://example.org/in');
    expect(within(card).getByText('Programação alterada')).toBeInTheDocument();
    expect(within(card).getByText('Ativo')).toBeInTheDocument();
  });

  it('puts a refused address under the URL field', async () => {
    mockIntegrations({
      'POST /api/integration/webhook': () => apiErrorResponse(400, 'WEBHOOK_URL_REFUSED', ['private']),
    });
    const user = userEvent.setup();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    await user.click((await screen.findAllByRole('button', { name: 'Novo endpoint' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Novo endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /Endereço \(URL\)/ });
    await user.type(url, 'https://10.0.0.5/in');
    await user.click(within(dialog).getByRole('checkbox', { name: /Check-in feito/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar endpoint' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription(/Este endereço não pode receber webhooks/);
  });

  it('edits an endpoint in the same dialog and turns it off', async () => {
    const fetchMock = mockIntegrations({
      'PUT /api/integration/webhook/8': (_url, init) =>
        jsonResponse(200, { ...webhook(), ...JSON.parse(String(init?.body)) }),
    });
    const user = userEvent.setup();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    const card = await endpoint();
    await user.click(within(card).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar endpoint' });
    expect(within(dialog).getByRole('checkbox', { name: /Publicação criada/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Expositor alterado/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(callsOf(fetchMock).filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(
      callsOf(fetchMock)
        .filter((call) => call.method === 'PUT')
        .map((call) => call.body),
    ).toEqual([
      {
        url: 'https://crm.example.com/hooks/vitrine',
        events: ['publication.created', 'lead.created', 'exhibitor.changed'],
        description: 'CRM de vendas',
      },
      { enabled: false },
    ]);
  });

  it('tells an endpoint the server turned off after failures, with since when and its queue', async () => {
    mockIntegrations({
      'GET /api/integration/webhook': () =>
        jsonResponse(200, [
          webhook({
            enabled: false,
            disabledReason: 'FAILING',
            failingSince: '2026-02-20T08:00:00.000Z',
            pending: 3,
          }),
        ]),
    });
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    const card = await endpoint();
    expect(within(card).getByText('Desativado após falhas')).toBeInTheDocument();
    expect(within(card).getByText(/Falhando desde/)).toBeInTheDocument();
    expect(within(card).getByText('3 avisos na fila')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ativar' })).toBeInTheDocument();
  });

  it('shows the delivery log, loads older ones and resends one', async () => {
    const fetchMock = mockIntegrations({
      'GET /api/integration/webhook/8/deliveries': (url) =>
        jsonResponse(
          200,
          url.searchParams.get('before') === '41'
            ? pageOf([delivery({ id: 30, event: 'publication.created', status: 'DELIVERED' })])
            : pageOf(
                [
                  delivery({
                    id: 42,
                    status: 'PENDING',
                    attempts: 1,
                    nextAttemptAt: '2026-03-02T11:00:00.000Z',
                    last: { ...delivery().last!, attempt: 1, statusCode: null, error: 'timeout' },
                  }),
                  delivery(),
                ],
                41,
              ),
        ),
      'POST /api/integration/webhook/8/deliveries/41/resend': () =>
        jsonResponse(202, delivery({ status: 'PENDING' })),
    });
    const user = userEvent.setup();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    const card = await endpoint();
    const toggle = within(card).getByRole('button', { name: 'Registro de entregas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = await within(card).findByRole('list', { name: 'Entregas' });
    const [pending, failed] = within(log).getAllByRole('listitem');
    expect(pending).toHaveTextContent('Pendente');
    expect(pending).toHaveTextContent('Próxima tentativa');
    expect(pending).toHaveTextContent('timeout');
    expect(failed).toHaveTextContent('Falhou');
    expect(failed).toHaveTextContent('Novo contato de estande');
    expect(failed).toHaveTextContent('500');
    expect(failed).toHaveTextContent('812 ms');
    const excerpt = within(failed as HTMLElement).getByRole('button', { name: 'Resposta (primeiros 2 KB)' });
    expect((failed as HTMLElement).querySelector('pre')).not.toBeVisible();
    await user.click(excerpt);
    expect(excerpt).toHaveAttribute('aria-expanded', 'true');
    expect((failed as HTMLElement).querySelector('pre')).toBeVisible();
    expect((failed as HTMLElement).querySelector('pre')).toHaveTextContent('{"error":"database down"}');

    await user.click(within(card).getByRole('button', { name: 'Carregar mais' }));
    expect(await within(log).findByText('Entregue')).toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.url.includes('before=41'))).toBe(true);

    await user.click(within(failed as HTMLElement).getByRole('button', { name: 'Reenviar' }));
    expect(await within(card).findByText('Reenvio agendado.')).toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.url.endsWith('/deliveries/41/resend'))).toBe(true);
  });

  it('sends a test and opens the log where it shows up', async () => {
    let sent = false;
    const fetchMock = mockIntegrations({
      'POST /api/integration/webhook/8/test': () => {
        sent = true;
        return jsonResponse(202, delivery({ id: 50, event: 'webhook.test', status: 'PENDING' }));
      },
      'GET /api/integration/webhook/8/deliveries': () =>
        jsonResponse(
          200,
          pageOf(
            sent
              ? [
                  delivery({
                    id: 50,
                    event: 'webhook.test',
                    status: 'DELIVERED',
                    last: { ...delivery().last!, statusCode: 200 },
                  }),
                ]
              : [],
          ),
        ),
    });
    const user = userEvent.setup();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    const card = await endpoint();
    await user.click(within(card).getByRole('button', { name: 'Enviar teste' }));
    expect(await within(card).findByText(/Aviso de teste enviado/)).toBeInTheDocument();
    const log = await within(card).findByRole('list', { name: 'Entregas' });
    expect(within(log).getByText('Aviso de teste')).toBeInTheDocument();
    expect(within(log).getByText('Entregue')).toBeInTheDocument();
    expect(callsOf(fetchMock).filter((call) => call.url.endsWith('/webhook/8/test'))).toHaveLength(1);
  });

  it('shows the secret on demand and rotates it after a confirmation about the 24 h overlap', async () => {
    const fetchMock = mockIntegrations({
      'GET /api/integration/webhook/8/secret': () =>
        jsonResponse(200, { secret: 'whsec_old', previousSecretUntil: null }),
      'POST /api/integration/webhook/8/secret/rotate': () =>
        jsonResponse(200, { secret: 'whsec_new', previousSecretUntil: '2026-03-03T12:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    const card = await endpoint();
    expect(callsOf(fetchMock).some((call) => call.url.endsWith('/secret'))).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Mostrar segredo' }));
    expect(await within(card).findByDisplayValue('whsec_old')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ocultar segredo' }));
    expect(within(card).queryByDisplayValue('whsec_old')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Trocar segredo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trocar o segredo?' });
    expect(dialog).toHaveTextContent('Por 24 h o anterior continua assinando');
    await user.click(within(dialog).getByRole('button', { name: 'Trocar segredo' }));
    expect(await within(card).findByDisplayValue('whsec_new')).toBeInTheDocument();
    expect(within(card).getByText(/O segredo anterior continua assinando até/)).toBeInTheDocument();
  });

  it('deletes an endpoint after confirming', async () => {
    let hooks = [webhook()];
    mockIntegrations({
      'GET /api/integration/webhook': () => jsonResponse(200, hooks),
      'DELETE /api/integration/webhook/8': () => {
        hooks = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    await user.click(within(await endpoint()).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Endpoint excluído.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nenhum endpoint cadastrado' })).toBeInTheDocument();
  });

  it('offers a retry when the webhooks fail to load', async () => {
    let fail = true;
    mockIntegrations({
      'GET /api/integration/webhook': () =>
        fail ? apiErrorResponse(500, 'INTERNAL_ERROR') : jsonResponse(200, [webhook()]),
    });
    const user = userEvent.setup();
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os webhooks');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await endpoint()).toBeInTheDocument();
  });

  it('speaks English', async () => {
    mockIntegrations({
      'GET /api/integration/key': () =>
        jsonResponse(200, [apiKey({ lastUsedAt: '2026-03-01T12:00:00.000Z' })]),
    });
    await changeLanguage('en');
    renderScreen(<IntegrationsSection />, { path: '/area-produtor' });
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Read content')).toBeInTheDocument();
    expect(within(table).getByText('Read people')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Revoke Site do evento' })).toBeInTheDocument();
    const card = await endpoint();
    expect(within(card).getByText('Post created')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Send test' })).toBeInTheDocument();
  });
});
