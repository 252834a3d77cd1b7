import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { sampleLead } from '../test/sample-lead.ts';
import { LeadScanPanel } from './lead-scan-panel.tsx';

beforeEach(() => storeSession(fakeToken({ userId: 22, role: 'USER', confirmed: true }), 'Sam Staff'));
afterEach(() => vi.unstubAllGlobals());

async function typeBadge(code: string) {
  await userEvent.type(screen.getByLabelText('Digitar código'), code);
  await userEvent.keyboard('{Enter}');
}

describe('LeadScanPanel', () => {
  it('shows a new contact, then one already on the list, and an unknown badge', async () => {
    const answers = [
      jsonResponse(201, sampleLead()),
      jsonResponse(200, sampleLead()),
      apiErrorResponse(404, 'BADGE_INVALID'),
    ];
    const fetchMock = vi.fn<typeof fetch>(async () => answers.shift() ?? jsonResponse(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<LeadScanPanel exhibitorId={7} />);

    await typeBadge('abcdefgh');
    expect(await screen.findByText('Novo contato')).toBeInTheDocument();
    expect(screen.getByText('Vera Visitante')).toBeInTheDocument();
    expect(screen.getByText('vera@visita.test')).toBeInTheDocument();
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/exhibitor/7/leads',
      method: 'POST',
      body: { badge: 'ABCDEFGH' },
    });

    await typeBadge('abcdefgh');
    expect(await screen.findByText('Já estava na sua lista')).toBeInTheDocument();

    await typeBadge('abcdefgj');
    expect(await screen.findByText(/Crachá não reconhecido/)).toBeInTheDocument();
  });

  it('keeps a read made without network and sends it with its time when the network returns', async () => {
    let online = false;
    const fetchMock = vi.fn<typeof fetch>(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return jsonResponse(201, sampleLead());
    });
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<LeadScanPanel exhibitorId={7} />);

    await typeBadge('abcdefgh');
    expect(await screen.findByText('Guardado neste aparelho')).toBeInTheDocument();
    expect(await screen.findByText('1 aguardando envio')).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText('1 aguardando envio')).not.toBeInTheDocument());
    expect(await screen.findByText('1 leitura guardada foi enviada.')).toBeInTheDocument();
    const replayed = callsOf(fetchMock).at(-1);
    expect(replayed?.body).toMatchObject({ badge: 'ABCDEFGH', capturedAt: expect.any(String) });
  });
});
