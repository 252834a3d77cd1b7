import AxeBuilder from '@axe-core/playwright';
import type { Agenda, Favorites } from '@vitrine/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, chromiumForFile, openPage, screenshot, viewportShot } from './browser.ts';
import { api, appErrors, signIn, visitor } from './session.ts';

const chromium = chromiumForFile('offline-push');

// A session of 19/03 the seeded visitor has not starred.
const theme = 'Apartamentos compactos que parecem grandes';

async function defaultEventId(): Promise<number> {
  return ((await (await fetch(`${baseUrl()}/api/config`)).json()) as { defaultEventId: number })
    .defaultEventId;
}

/** A visit with the app's service worker, signed in with `token`. */
async function openWithWorker(token: string, width = 1280) {
  const visit = await openPage(chromium.browser, { width, serviceWorkers: 'allow' });
  // Once per tab, so that signing out stays signed out.
  await visit.context.addInitScript((value) => {
    if (sessionStorage.getItem('signed-in')) return;
    sessionStorage.setItem('signed-in', '1');
    localStorage.setItem('authToken', value);
  }, token);
  chromium.keep(visit.page, 'visit');
  return visit;
}

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** The URLs the worker keeps in one of its caches. */
const cachedUrls = (page: Page, cache: string) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
    cache,
  );

// The network, the worker and a busy machine: give them time.
const patiently = { timeout: 20_000, interval: 250 };

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: /^Sem conexão/ });

describe('offline at the venue', () => {
  it('shows the schedule seen once with no network, with the banner, and sends a star set offline when the network returns', async () => {
    const token = await signIn(visitor);
    const eventId = await defaultEventId();
    const agenda = await api<Agenda>(`/agenda/event/${eventId}`);
    const session = Object.values(agenda)
      .flat()
      .find((item) => item.theme === theme);
    if (!session) throw new Error(`no session '${theme}' in the seed`);
    await api(`/favorite/agenda/${session.id}`, { method: 'DELETE', token });

    const { page, context, errors } = await openWithWorker(token);
    await page.goto('/event?tab=programacao');
    await page.getByRole('button', { name: '19/03' }).click();
    await page.getByRole('button', { name: `Favoritar ${theme}` }).waitFor();
    await controlled(page);
    // The first visit's answers came before the worker: the app asks again through it.
    await expect
      .poll(
        async () =>
          (await cachedUrls(page, 'vitrine-api')).some((url) => url.endsWith(`/api/agenda/event/${eventId}`)),
        patiently,
      )
      .toBe(true);
    await expect
      .poll(
        async () =>
          (await cachedUrls(page, 'vitrine-api-personal')).some((url) =>
            url.includes(`/api/favorite?eventId=${eventId}`),
          ),
        patiently,
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: '19/03' }).click();
    await page.getByText(theme).waitFor();
    await expect
      .poll(() => offlineBanner(page).textContent(), patiently)
      .toMatch(/^Sem conexão — dados de \d\d:\d\d$/);
    // The seeded stars came from the cached copy of the visitor's own list.
    expect(
      await page
        .getByRole('button', { name: 'Remover dos favoritos Primeiro imóvel: como planejar a entrada' })
        .count(),
    ).toBe(1);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await viewportShot(page, 'offline-schedule-1280');

    await page.getByRole('button', { name: `Favoritar ${theme}` }).click();
    const starred = page.getByRole('button', { name: `Remover dos favoritos ${theme}` });
    await starred.waitFor();
    // The list is refetched after a star (from the cached copy now) and the star stays as asked.
    await page.waitForTimeout(500);
    expect(await starred.getAttribute('aria-pressed')).toBe('true');
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('vitrine:star-queue:')),
      ),
    ).toHaveLength(1);

    await page.setViewportSize({ width: 480, height: 800 });
    const box = await offlineBanner(page).boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(800);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await viewportShot(page, 'offline-schedule-480');

    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await api<Favorites>(`/favorite?eventId=${eventId}`, { token })).agenda.includes(session.id),
        patiently,
      )
      .toBe(true);
    await expect.poll(() => offlineBanner(page).count(), patiently).toBe(0);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('vitrine:star-queue:')),
      ),
    ).toEqual([]);
    expect(await starred.getAttribute('aria-pressed')).toBe('true');
    expect(appErrors(errors)).toEqual([]);

    await api(`/favorite/agenda/${session.id}`, { method: 'DELETE', token });
    await context.close();
  });

  it("forgets a member's saved copies when they sign out", async () => {
    const token = await signIn(visitor);
    const eventId = await defaultEventId();
    const { page, context } = await openWithWorker(token, 480);
    await page.goto('/event?tab=minha-agenda');
    await controlled(page);
    await expect
      .poll(
        async () =>
          (await cachedUrls(page, 'vitrine-api-personal')).some((url) =>
            url.includes(`/api/agenda/my/${eventId}`),
          ),
        patiently,
      )
      .toBe(true);
    // Every personal copy is filed under its owner, whom the server never sees.
    expect(
      (await cachedUrls(page, 'vitrine-api-personal')).every((url) => url.includes('vitrine-owner=')),
    ).toBe(true);

    await page.getByRole('button', { name: /^Menu da conta de/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/initial');
    await expect.poll(async () => (await cachedUrls(page, 'vitrine-api-personal')).length, patiently).toBe(0);
    await context.close();
  });
});

describe('web push', () => {
  /** A DevTools session on the page, and the app's worker registration as the protocol names it. */
  async function workerRegistration(context: BrowserContext, page: Page) {
    const cdp = await context.newCDPSession(page);
    const found = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((registration) => !registration.isDeleted);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    return { cdp, registrationId: await found };
  }

  const shown = (page: Page) =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(
        ({ title, body, tag, icon, data }) => ({
          title,
          body,
          tag,
          icon: new URL(icon).pathname,
          data,
        }),
      ),
    );

  it('shows a pushed notification, a generic one for a payload it cannot read, and opens its address on click', async () => {
    const token = await signIn(visitor);
    const eventId = await defaultEventId();
    const { page, context, errors } = await openWithWorker(token);
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await page.goto('/event');
    await controlled(page);
    const { cdp, registrationId } = await workerRegistration(context, page);
    const payload = {
      title: 'Feira de Imóveis',
      body: 'Sua publicação foi aprovada.',
      url: `/event/${eventId}?tab=minha-agenda`,
      tag: 'notification-7',
      icon: '/pwa-192.png',
    };

    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() => shown(page), patiently)
      .toEqual([
        {
          title: payload.title,
          body: payload.body,
          tag: payload.tag,
          icon: payload.icon,
          data: { url: payload.url },
        },
      ]);

    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId,
      data: 'not json',
    });
    await expect
      .poll(async () => (await shown(page)).map(({ title, tag }) => `${tag}: ${title}`).sort(), patiently)
      .toEqual(['notification-7: Feira de Imóveis', 'vitrine: Vitrine']);

    // A click (here a synthetic one, in the worker): the notification closes and the open window
    // goes to its address.
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async (tag) => {
      // The worker's globals, which the DOM typings of this file lack.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (notification)
        self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, payload.tag);
    await page.waitForURL(`**${payload.url}`);
    await page.getByRole('tab', { name: 'Minha agenda', selected: true }).waitFor();
    expect((await shown(page)).map(({ tag }) => tag)).toEqual(['vitrine']);
    await screenshot(page, 'push-opened-1280');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
