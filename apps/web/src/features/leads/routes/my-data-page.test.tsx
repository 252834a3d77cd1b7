import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consent } from '@vitrine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../../lib/session/session-store.ts';
import { callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { MyDataPage } from './my-data-page.tsx';

const consents: Consent[] = [
  { exhibitorId: 7, title: 'Casa Aurora', eventId: 1, source: 'SCAN', at: '2026-03-19T13:05:00.000Z' },
  { exhibitorId: 9, title: 'Torre Sul', eventId: 1, source: 'PROPERTY', at: '2026-03-20T17:30:00.000Z' },
];

function serve(list: Consent[]) {
  let current = list;
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://test').pathname;
    const withdrawn = /^\/api\/consent\/(\d+)$/.exec(path);
    if (withdrawn && init?.method === 'DELETE') {
      current = current.filter((consent) => consent.exhibitorId !== Number(withdrawn[1]));
      return new Response(null, { status: 204 });
    }
    if (path === '/api/consent') return jsonResponse(200, current);
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => storeSession(fakeToken({ userId: 12, role: 'USER', confirmed: true, name: 'Rita' })));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('MyDataPage', () => {
  it('lists each stand with how and when it got the contact', async () => {
    serve(consents);
    renderScreen(<MyDataPage />, { path: '/meus-dados' });
    const list = await screen.findByRole('list', { name: 'Estandes com seu contato' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Casa Aurora' })).toHaveAttribute(
      'href',
      '/expositor/7',
    );
    expect(items[0]).toHaveTextContent('Crachá escaneado');
    expect(items[0]).toHaveTextContent(/Em 19 de mar\. de 2026/);
    expect(items[1]).toHaveTextContent('Interesse em imóvel');
  });

  it('withdraws after a confirmation saying the stand keeps only an anonymous count', async () => {
    const user = userEvent.setup();
    const fetchMock = serve(consents);
    renderScreen(<MyDataPage />, { path: '/meus-dados' });
    await user.click(await screen.findByRole('button', { name: 'Retirar consentimento de Torre Sul' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirar o consentimento de Torre Sul?' });
    expect(dialog).toHaveTextContent('fica só uma contagem anônima');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar consentimento' }));
    expect(await screen.findByText('Torre Sul não tem mais seus dados.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Torre Sul' })).not.toBeInTheDocument();
    expect(
      callsOf(fetchMock).some((call) => call.method === 'DELETE' && call.url.endsWith('/consent/9')),
    ).toBe(true);
  });

  it('explains how the list fills when no stand has the contact', async () => {
    serve([]);
    renderScreen(<MyDataPage />, { path: '/meus-dados' });
    expect(await screen.findByRole('heading', { name: 'Nenhum estande tem seus dados' })).toBeInTheDocument();
    expect(screen.getByText(/quando um estande escaneia seu crachá/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meu crachá' })).toHaveAttribute('href', '/meu-cracha');
  });
});
