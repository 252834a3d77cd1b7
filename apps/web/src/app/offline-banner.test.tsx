import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast.tsx';
import { httpRequest } from '../lib/api/http.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { storedAtHeader } from '../lib/offline/api-cache.ts';
import { jsonResponse } from '../test/fetch.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { useOfflineNotice } from './offline-notice.ts';
import { createQueryClient } from './query-client.ts';

const fetchedAt = new Date();
fetchedAt.setHours(9, 5, 0, 0);
let online = true;
let cached = true;
const fetchMock = vi.fn<typeof fetch>(async () =>
  jsonResponse(200, { title: 'Feira' }, cached ? { [storedAtHeader]: String(fetchedAt.getTime()) } : {}),
);

beforeEach(() => {
  online = true;
  cached = true;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Notice() {
  useOfflineNotice();
  return null;
}

function EventTitle() {
  const event = useQuery({
    queryKey: ['event', 1],
    queryFn: () => httpRequest<{ title: string }>('/event/1'),
    staleTime: 60_000,
  });
  return <p>{event.data?.title ?? 'loading'}</p>;
}

function renderPage(show = true) {
  const queryClient = createQueryClient();
  const view = (visible: boolean) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider lifetimeMs={10_000} regionLabel="Notificações" closeLabel="Fechar">
          <Notice />
          {visible && <EventTitle />}
          <OfflineBanner />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const result = render(view(show));
  return { ...result, queryClient, show: (visible: boolean) => result.rerender(view(visible)) };
}

const status = () =>
  screen.getAllByRole('status').find((element) => element.textContent?.includes('Sem conexão'));

describe('OfflineBanner', () => {
  it("says since when the data on screen is the service worker's copy, until the network brings it fresh", async () => {
    renderPage();
    expect(await screen.findByText('Feira')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Sem conexão — dados de 09:05'));

    cached = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Conexão restabelecida.')).toBeInTheDocument();
    await waitFor(() => expect(status()).toBeUndefined());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('counts only the data on screen', async () => {
    const page = renderPage();
    await waitFor(() => expect(status()).toBeDefined());
    page.show(false);
    await waitFor(() => expect(status()).toBeUndefined());
  });

  it('without network, dates what was loaded before it went', async () => {
    cached = false;
    renderPage();
    expect(await screen.findByText('Feira')).toBeInTheDocument();
    expect(status()).toBeUndefined();
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const now = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    await waitFor(() =>
      expect(status()).toHaveTextContent(`Sem conexão — dados de ${now.format(new Date())}`),
    );
  });

  it('says only that there is no network when nothing on screen has a date', async () => {
    online = false;
    renderPage(false);
    await waitFor(() => expect(status()).toHaveTextContent(/^Sem conexão$/));
  });
});
