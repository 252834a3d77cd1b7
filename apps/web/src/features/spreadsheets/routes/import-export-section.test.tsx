import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview, ImportRow } from '@vitrine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n/language.ts';
import { storeSession } from '../../../lib/session/session-store.ts';
import { expectCellsNamedByColumn } from '../../../test/cell-labels.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { eventsPage, mockApi, sampleEvent } from '../../../test/producer-api-mock.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { ProducerPage } from '../../producer-area/index.ts';
import { ImportExportSection } from './import-export-section.tsx';

const row = (overrides: Partial<ImportRow> = {}): ImportRow => ({
  row: 2,
  action: 'create',
  key: 'Ana Ribeiro',
  errors: [],
  ...overrides,
});
const badRows: ImportRow[] = [
  row({ row: 2, key: 'Ana Ribeiro' }),
  row({
    row: 3,
    key: 'X'.repeat(12),
    errors: [{ column: 'name', code: 'IMPORT_VALUE_TOO_LONG', args: [200] }],
  }),
  row({ row: 4, key: 'Bruno Lima', action: 'update' }),
  row({ row: 5, key: 'Ana Ribeiro', errors: [{ column: 'name', code: 'IMPORT_DUPLICATE_KEY', args: [2] }] }),
];
const withErrors: ImportPreview = { rows: badRows, created: 1, updated: 1, invalid: 2 };
const clean: ImportPreview = {
  rows: [row(), row({ row: 3, key: 'Bruno Lima', action: 'update' })],
  created: 1,
  updated: 1,
  invalid: 0,
};

const csvFile = (name = 'palestrantes.csv') => new File(['Nome\nAna Ribeiro\n'], name, { type: 'text/csv' });

function mockImports(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/event': () => jsonResponse(200, eventsPage([sampleEvent()])),
    ...extra,
  });
}

/** Picks the kind and the file, then asks for the preview. */
async function previewFile(
  user: ReturnType<typeof userEvent.setup>,
  kind = 'Palestrantes',
  file = csvFile(),
) {
  await user.selectOptions(await screen.findByLabelText('O que importar'), kind);
  await user.upload(screen.getByLabelText('Planilha'), file);
  await user.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
}

beforeEach(() => storeSession(fakeToken({ userId: 1, role: 'ADMIN', confirmed: true }), 'Paula Produtora'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('pt-BR');
});

describe('ImportExportSection', { timeout: 20_000 }, () => {
  it("opens from the sidebar's 'Importar e exportar', loaded on demand", async () => {
    const user = userEvent.setup();
    mockImports({
      'GET /api/user/members': () =>
        jsonResponse(200, { content: [], totalElements: 0, totalPages: 0, page: 0, size: 20 }),
    });
    const { router } = renderScreen(<ProducerPage />, { path: '/area-produtor?section=members' });
    await user.click(screen.getAllByRole('button', { name: 'Importar e exportar' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?section=import-export'));
    expect(await screen.findByRole('heading', { name: 'Importar e exportar', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Importar', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exportar', level: 2 })).toBeInTheDocument();
  });

  it('lists every row with its errors first, and keeps the import disabled', async () => {
    const user = userEvent.setup();
    const fetchMock = mockImports({
      'POST /api/import/speaker/preview': () => jsonResponse(200, withErrors),
    });
    renderScreen(<ImportExportSection />, { path: '/area-produtor?section=import-export' });
    await previewFile(user);

    const table = await screen.findByRole('table', { name: 'Linhas de palestrantes.csv' });
    expectCellsNamedByColumn(table);
    const status = screen.getByText('1 a criar').closest('[role="status"]');
    expect(status).toHaveTextContent('1 a criar');
    expect(status).toHaveTextContent('1 a atualizar');
    expect(status).toHaveTextContent('2 com erro');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((tr) => within(tr).getAllByRole('cell')[0]?.textContent)).toEqual([
      '3',
      '5',
      '2',
      '4',
    ]);
    expect(bodyRows[0]).toHaveTextContent('Nome: Texto longo demais (máximo 200 caracteres)');
    expect(bodyRows[1]).toHaveTextContent('Nome: Repetido na linha 2 da planilha');
    expect(bodyRows[3]).toHaveTextContent('Atualizar');
    expect(screen.getByRole('button', { name: 'Importar 2 linhas' })).toBeDisabled();
    expect(screen.getByText(/Corrija as linhas com erro/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Só linhas com erro' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    const post = callsOf(fetchMock).find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/import/speaker/preview?eventId=1');
    expect((post?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });

  it('imports a clean file, then says what was written and links to the list', async () => {
    const user = userEvent.setup();
    const fetchMock = mockImports({
      'POST /api/import/agenda/preview': () => jsonResponse(200, clean),
      'POST /api/import/agenda': () => jsonResponse(200, { created: 1, updated: 1 }),
    });
    renderScreen(<ImportExportSection />, { path: '/area-produtor?section=import-export' });
    await previewFile(user, 'Programação', csvFile('programa.csv'));
    const commit = await screen.findByRole('button', { name: 'Importar 2 linhas' });
    expect(commit).toBeEnabled();
    await user.click(commit);

    const done = await screen.findByText('Importação concluída. Criados: 1 · Atualizados: 1.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ver Programação em Meus Eventos' })).toHaveAttribute(
      'href',
      '/area-produtor?section=my-events&event=1',
    );
    expect(
      callsOf(fetchMock)
        .filter((call) => call.method === 'POST')
        .map((call) => call.url),
    ).toEqual(['/api/import/agenda/preview?eventId=1', '/api/import/agenda?eventId=1']);
  });

  it("shows a refused commit's rows, and the file errors in words", async () => {
    const user = userEvent.setup();
    const previews = [
      jsonResponse(200, clean),
      apiErrorResponse(413, 'IMPORT_FILE_TOO_LARGE', [10_485_760]),
      apiErrorResponse(400, 'IMPORT_TOO_MANY_ROWS', [5_000]),
    ];
    mockImports({
      'POST /api/import/speaker/preview': () => previews.shift() ?? jsonResponse(500, {}),
      'POST /api/import/speaker': () => apiErrorResponse(400, 'IMPORT_INVALID', badRows),
    });
    renderScreen(<ImportExportSection />, { path: '/area-produtor?section=import-export' });
    await previewFile(user);
    await user.click(await screen.findByRole('button', { name: 'Importar 2 linhas' }));
    expect(await screen.findByText('Nada foi importado: algumas linhas têm erros.')).toBeInTheDocument();
    expect(screen.getByText('2 com erro').closest('[role="status"]')).not.toBeNull();
    const reasons = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(reasons).toContain('Nome: Repetido na linha 2 da planilha');
    expect(screen.getByRole('button', { name: 'Importar 2 linhas' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O arquivo passa de 10 MB.');
    await user.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByText('A planilha passa de 5000 linhas')).toBeInTheDocument();
  });

  it('downloads the template and the exports in the current language, with the session', async () => {
    const user = userEvent.setup();
    const token = fakeToken({ userId: 1, role: 'ADMIN', confirmed: true });
    storeSession(token, 'Paula Produtora');
    const file = () =>
      new Response('Nome', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="x.csv"' },
      });
    const fetchMock = mockImports({
      'GET /api/import/property/template': file,
      'GET /api/export/participant': file,
      'GET /api/export/speaker': () => apiErrorResponse(404, 'EVENT_NOT_FOUND', [1]),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    renderScreen(<ImportExportSection />, { path: '/area-produtor?section=import-export' });
    await user.selectOptions(await screen.findByLabelText('O que importar'), 'Imóveis');
    await user.click(screen.getByRole('button', { name: 'Baixar modelo XLSX' }));
    await waitFor(() => expect(callsOf(fetchMock).at(-1)?.url).toContain('/template'));
    expect(callsOf(fetchMock).at(-1)?.url).toBe('/api/import/property/template?format=xlsx&lang=pt-BR');
    expect(callsOf(fetchMock).at(-1)?.headers.get('Authorization')).toBe(`Bearer ${token}`);

    await user.click(screen.getByRole('button', { name: 'Baixar Participantes em CSV' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).at(-1)?.url).toBe('/api/export/participant?eventId=1&format=csv&lang=pt-BR'),
    );
    await user.click(screen.getByRole('button', { name: 'Baixar Palestrantes em XLSX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível exportar Palestrantes.');
  });

  it('reads in English, errors and counts included', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    const fetchMock = mockImports({
      'POST /api/import/exhibitor/preview': () =>
        jsonResponse(200, {
          rows: [
            row({
              key: 'Stand A',
              errors: [{ column: 'quota', code: 'IMPORT_QUOTA_UNKNOWN', args: ['Platina'] }],
            }),
          ],
          created: 0,
          updated: 0,
          invalid: 1,
        }),
      'GET /api/export/agenda': () => new Response('x', { status: 200 }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    renderScreen(<ImportExportSection />, { path: '/area-produtor?section=import-export' });
    await user.upload(await screen.findByLabelText('Spreadsheet'), csvFile('stands.csv'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Rows of stands.csv' });
    expect(within(table).getByText(/Quota/).closest('li')).toHaveTextContent('Quota: Unknown quota: Platina');
    expect(screen.getByText('1 with errors').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Download Agenda as XLSX' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).at(-1)?.url).toBe('/api/export/agenda?eventId=1&format=xlsx&lang=en'),
    );
  });
});
