import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { ReminderPanel } from './reminder-panel.tsx';

const defaults = { sessionReminders: true, minutesBefore: 10, announcements: false, myPosts: true };
// A real P-256 point's size in base64url (65 bytes), as the server gives its VAPID key.
const publicKey = `B${'A'.repeat(86)}`;

/** Answers the push routes; `put` decides the answer to a save. */
function serve({ put }: { put?: (body: unknown) => Response } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://test').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/push/preferences' && method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as unknown;
      return put?.(body) ?? jsonResponse(200, body);
    }
    if (path === '/api/push/preferences') return jsonResponse(200, defaults);
    if (path === '/api/push/key') return jsonResponse(200, { publicKey });
    if (path === '/api/push/subscription') return new Response(null, { status: 204 });
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const subscriptionJson = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

/** A browser with the Push API and a running service worker, whose push service `subscribe` is. */
function pushBrowser(
  permission: NotificationPermission,
  {
    answer = 'granted',
    subscribe,
  }: { answer?: NotificationPermission; subscribe?: () => Promise<unknown> } = {},
) {
  const subscription = {
    ...subscriptionJson,
    options: { applicationServerKey: null },
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(
      subscribe ??
        (async () => {
          current = subscription;
          return subscription;
        }),
    ),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { pushManager, requestPermission, subscription };
}

beforeEach(() => {
  storeSession(fakeToken({ userId: 3, role: 'USER', confirmed: true, exp: Date.now() / 1000 + 3600 }));
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function open() {
  const user = userEvent.setup();
  renderScreen(<ReminderPanel />);
  const toggle = screen.getByRole('button', { name: 'Lembretes e avisos' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return user;
}

describe('ReminderPanel preferences', () => {
  it('loads nothing until opened, then shows the choices with their descriptions', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderScreen(<ReminderPanel />);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Lembretes e avisos' }));

    const reminders = await screen.findByRole('switch', { name: 'Lembrete antes das sessões favoritas' });
    expect(reminders).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Anúncios do evento' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Minhas publicações' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Minhas publicações' })).toHaveAccessibleDescription(
      'Quando sua publicação é aprovada ou recusada.',
    );
    expect(screen.getByText(/mesmo sem ativar as notificações neste aparelho/)).toHaveTextContent(
      'Tudo chega às notificações do aplicativo',
    );

    const minutes = screen.getByRole('combobox', { name: 'Avisar com antecedência de' });
    expect(minutes).toHaveValue('10');
    expect([...(minutes as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '5 minutos',
      '10 minutos',
      '15 minutos',
      '30 minutos',
      '60 minutos',
    ]);
  });

  it('saves each change with the whole choice, and greys the lead time out with reminders off', async () => {
    const fetchMock = serve();
    const user = await open();
    const minutes = await screen.findByRole('combobox', { name: 'Avisar com antecedência de' });
    await user.selectOptions(minutes, '30');
    expect(await screen.findByText('Preferências salvas')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Anúncios do evento' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Anúncios do evento' })).toBeChecked());

    const puts = callsOf(fetchMock).filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([
      { ...defaults, minutesBefore: 30 },
      { ...defaults, minutesBefore: 30, announcements: true },
    ]);

    await user.click(screen.getByRole('switch', { name: 'Lembrete antes das sessões favoritas' }));
    expect(minutes).toBeDisabled();
  });

  it('puts a switch back and says so when the save fails', async () => {
    serve({ put: () => apiErrorResponse(503, 'SERVICE_UNAVAILABLE') });
    const user = await open();
    const posts = await screen.findByRole('switch', { name: 'Minhas publicações' });
    await user.click(posts);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar');
    expect(posts).toBeChecked();
  });

  it('shows a skeleton while the preferences load', async () => {
    const fetchMock = serve();
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    await open();
    const loading = screen
      .getAllByRole('status')
      .find((region) => region.getAttribute('aria-busy') === 'true');
    expect(loading).toHaveTextContent('Carregando');
  });

  it('keeps a lead time chosen elsewhere among the choices', async () => {
    const fetchMock = serve();
    fetchMock.mockImplementation(async () => jsonResponse(200, { ...defaults, minutesBefore: 20 }));
    await open();
    const minutes = await screen.findByRole('combobox', { name: 'Avisar com antecedência de' });
    expect(minutes).toHaveValue('20');
  });
});

describe('ReminderPanel on this device', () => {
  it('says when this browser cannot receive notifications', async () => {
    serve();
    await open();
    expect(await screen.findByText(/Este navegador não recebe notificações\./)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Ativar notificações neste aparelho' }),
    ).not.toBeInTheDocument();
  });

  it('asks permission only on the click, then subscribes with the server key and hands it over', async () => {
    const fetchMock = serve();
    const browser = pushBrowser('default');
    const user = await open();
    const enable = await screen.findByRole('button', { name: 'Ativar notificações neste aparelho' });
    expect(screen.getByText('As notificações estão desativadas neste aparelho.')).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(enable);
    expect(await screen.findByText('Notificações ativadas neste aparelho')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect((options[0].applicationServerKey as Uint8Array).length).toBe(65);
    const posted = callsOf(fetchMock).filter((call) => call.url.includes('/push/subscription'));
    expect(posted).toMatchObject([{ method: 'POST', body: subscriptionJson }]);

    await user.click(screen.getByRole('button', { name: 'Desativar neste aparelho' }));
    expect(await screen.findByText('As notificações estão desativadas neste aparelho.')).toBeInTheDocument();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(callsOf(fetchMock).filter((call) => call.method === 'DELETE')).toMatchObject([
      {
        url: expect.stringContaining('/api/push/subscription'),
        body: { endpoint: subscriptionJson.endpoint },
      },
    ]);
  });

  it('says clearly when the browser cannot subscribe, and lets the visitor try again', async () => {
    const fetchMock = serve();
    pushBrowser('granted', {
      subscribe: () => Promise.reject(new DOMException('push service not available', 'AbortError')),
    });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Ativar notificações neste aparelho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'o navegador não conseguiu se inscrever no serviço de notificações',
    );
    expect(screen.getByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeEnabled();
    expect(callsOf(fetchMock).some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows how to unblock when the browser blocks notifications, before or at the prompt', async () => {
    serve();
    const browser = pushBrowser('default', { answer: 'denied' });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Ativar notificações neste aparelho' }));
    expect(await screen.findByText('Notificações bloqueadas no navegador')).toBeInTheDocument();
    expect(screen.getByText(/Para desbloquear/)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says the prompt was dismissed without calling it blocked', async () => {
    serve();
    pushBrowser('default', { answer: 'default' });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Ativar notificações neste aparelho' }));
    expect(await screen.findByText(/não foram permitidas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeInTheDocument();
  });

  it('knows an already blocked browser without asking', async () => {
    serve();
    const browser = pushBrowser('denied');
    await open();
    expect(await screen.findByText('Notificações bloqueadas no navegador')).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});
