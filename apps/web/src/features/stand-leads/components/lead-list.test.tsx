import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { sampleLead } from '../test/sample-lead.ts';
import { LeadList } from './lead-list.tsx';

const page = (content: Lead[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 20,
});

function serve(list: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://test').pathname;
    if (init?.method === 'PATCH') return jsonResponse(200, sampleLead({ rating: 'HOT' }));
    if (path.endsWith('/export')) return new Response(new Blob(['a,b']), { status: 200 });
    return list();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('LeadList', () => {
  it('lists contacts, anonymous ones too, and rates one with a quick button', async () => {
    const fetchMock = serve(() =>
      jsonResponse(
        200,
        page([
          sampleLead({
            source: 'PROPERTY',
            propertyId: 3,
            propertyTitle: 'Casa do Lago',
            message: 'Quero visitar',
          }),
          sampleLead({ id: 2, person: null, capturedBy: null }),
        ]),
      ),
    );
    renderScreen(<LeadList exhibitorId={7} />);

    const vera = (await screen.findByRole('heading', { name: 'Vera Visitante' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(vera).getByText('Casa do Lago')).toBeInTheDocument();
    expect(within(vera).getByText('Quero visitar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contato anônimo' })).toBeInTheDocument();
    expect(screen.getByText(/retirou o consentimento/)).toBeInTheDocument();

    await userEvent.click(within(vera).getByRole('button', { name: 'Quente' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).find((call) => call.method === 'PATCH')).toMatchObject({
        url: '/api/exhibitor/7/leads/1',
        body: { rating: 'HOT' },
      }),
    );

    await userEvent.click(within(vera).getByText('Casa do Lago'));
    await waitFor(() => expect(callsOf(fetchMock).at(-1)?.url).toContain('propertyId=3'));
    expect(screen.getByText('Imóvel: Casa do Lago')).toBeInTheDocument();
  });

  it('exports with the filters in the user language, with the session token', async () => {
    const token = fakeToken({ userId: 22, role: 'USER', confirmed: true });
    storeSession(token, 'Sam Staff');
    const fetchMock = serve(() => jsonResponse(200, page([sampleLead()])));
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    renderScreen(<LeadList exhibitorId={7} />);
    await screen.findByText('Vera Visitante');
    await userEvent.selectOptions(screen.getByLabelText('Classificação'), 'HOT');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    await waitFor(() => expect(callsOf(fetchMock).at(-1)?.url).toContain('/export'));
    const url = callsOf(fetchMock).at(-1)?.url ?? '';
    expect(url).toContain('format=xlsx');
    expect(url).toContain('lang=pt-BR');
    expect(url).toContain('rating=HOT');
    expect(callsOf(fetchMock).at(-1)?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('says when there is nobody yet, and when loading failed', async () => {
    serve(() => jsonResponse(200, page([])));
    const { unmount } = renderScreen(<LeadList exhibitorId={7} />);
    expect(
      await screen.findByText('Nenhum contato ainda — escaneie crachás ou aguarde pedidos de interesse'),
    ).toBeInTheDocument();
    unmount();

    serve(() => apiErrorResponse(403, 'FORBIDDEN'));
    renderScreen(<LeadList exhibitorId={7} />);
    expect(await screen.findByText('Não foi possível carregar os contatos')).toBeInTheDocument();
  });

  it('edits notes and tags in a dialog', async () => {
    const fetchMock = serve(() => jsonResponse(200, page([sampleLead()])));
    renderScreen(<LeadList exhibitorId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notas e etiquetas de Vera Visitante' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Notas'), 'Ligar amanhã');
    await userEvent.type(within(dialog).getByLabelText('Etiquetas'), 'vip, retorno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).find((call) => call.method === 'PATCH')?.body).toEqual({
        notes: 'Ligar amanhã',
        tags: ['vip', 'retorno'],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
