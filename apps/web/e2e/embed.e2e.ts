import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, chromiumForFile, openPage, viewportShot } from './browser.ts';
import { api, appErrors, axeSerious } from './session.ts';

// The schedule and exhibitor widgets on an organizer's site, another origin (a second
// local server), through /embed.js: the iframe loads, speaks the asked-for language, and keeps the
// height of its content. The demo tenant lets any site frame them (its seed sets `*`).

const chromium = chromiumForFile('embed');
let host: Server;
let hostUrl: string;
let eventId: number;

/** The organizer's page: one `<script>` per widget, with its data-* options. */
const hostPage = (widgets: Record<string, string>[]) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Feira host page</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
  '<body style="margin:0;font-family:sans-serif;background:#eef2f6"><main style="max-width:900px;margin:0 auto;padding:16px">' +
  '<h1>Organizer site</h1>' +
  widgets
    .map(
      (data) =>
        `<section><h2>${data.widget}</h2><script src="${baseUrl()}/embed.js" ${Object.entries(data)
          .map(([key, value]) => `data-${key}="${value}"`)
          .join(' ')}></script></section>`,
    )
    .join('') +
  '<p>Footer of the organizer site</p></main></body></html>';

beforeAll(async () => {
  eventId = (await api<{ defaultEventId: number }>('/config')).defaultEventId;
  host = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const widgets = JSON.parse(url.searchParams.get('w') ?? '[]') as Record<string, string>[];
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(widgets));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => host?.close(resolve)));

async function openHost(widgets: Record<string, string>[], width: number, label: string) {
  const watched = await openPage(chromium.browser, { width, height: 800, locale: 'pt-BR' });
  chromium.keep(watched.page, label);
  await watched.page.goto(`${hostUrl}?w=${encodeURIComponent(JSON.stringify(widgets))}`);
  return watched;
}

/** The content frame of the n-th widget once its content (not the skeleton) is shown. */
async function widgetFrame(page: Page, index: number): Promise<Frame> {
  const element = page.locator('iframe').nth(index);
  await element.waitFor();
  const frame = await (await element.elementHandle())!.contentFrame();
  await frame!.locator('main:not([aria-busy]) h1').waitFor();
  return frame!;
}

/** The iframe's height, the height of the page inside it, and whether that page scrolls inside. */
async function fit(page: Page, index: number, frame: Frame) {
  const outer = await page
    .locator('iframe')
    .nth(index)
    .evaluate((node) => node.getBoundingClientRect().height);
  const inner = await frame.evaluate(() => ({
    content: Math.ceil(document.documentElement.getBoundingClientRect().height),
    scrolls: document.scrollingElement!.scrollHeight > window.innerHeight,
    overflowX: document.documentElement.scrollWidth > window.innerWidth,
  }));
  return { outer, ...inner };
}

/**
 * The whole host page, its widgets' pictures loaded: the viewport grown to the page first, since
 * Chromium leaves another origin's frame below the fold blank in a full-page shot.
 */
async function shoot(page: Page, name: string) {
  for (const frame of page.frames()) {
    await frame.evaluate(() =>
      Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      ),
    );
  }
  const width = page.viewportSize()!.width;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await viewportShot(page, name);
}

async function expectFitted(page: Page, index: number, frame: Frame) {
  await expect
    .poll(
      async () => {
        const { outer, content } = await fit(page, index, frame);
        return Math.abs(outer - content);
      },
      { timeout: 5_000 },
    )
    .toBeLessThanOrEqual(1);
  const { outer, scrolls, overflowX } = await fit(page, index, frame);
  expect(outer).toBeGreaterThan(300);
  expect(scrolls).toBe(false);
  expect(overflowX).toBe(false);
}

describe('the widgets on another site', () => {
  it('shows the schedule in English, fitted to its content, links opening the event in a new tab', async () => {
    const { page, errors } = await openHost(
      [{ 'vitrine-event': String(eventId), widget: 'agenda', lang: 'en' }],
      1280,
      'agenda-en',
    );
    const frame = await widgetFrame(page, 0);
    expect(await page.locator('iframe').getAttribute('title')).toBe('Event schedule');
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('en');
    await frame.getByText('Schedule', { exact: true }).waitFor();
    await frame.getByRole('link', { name: 'See the full event' }).waitFor();
    const tabs = frame.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    expect(await frame.locator('.session').count()).toBeGreaterThan(0);
    for (const link of await frame.locator('a').all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener');
    }
    expect(await frame.locator('a.more').getAttribute('href')).toBe(`/event/${eventId}?tab=programacao`);
    await expectFitted(page, 0, frame);

    // Another day (from the keyboard): the frame follows the new height.
    await tabs.first().focus();
    await page.keyboard.press('End');
    expect(await tabs.last().getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => tabs.last().evaluate((node) => node === document.activeElement)).toBe(true);
    await expectFitted(page, 0, frame);

    expect(await axeSerious(page)).toEqual([]);
    await shoot(page, 'embed-agenda-1280-light');
    expect(appErrors(errors)).toEqual([]);
  });

  it('switches language and runs several widgets on one page (Spanish, dark, exhibitors)', async () => {
    const widgets = [
      { 'vitrine-event': String(eventId), widget: 'agenda', lang: 'es', theme: 'dark', accent: '0e7490' },
      { 'vitrine-event': String(eventId), widget: 'expositores', lang: 'es', theme: 'dark', accent: 'red;x' },
    ];
    const { page, errors } = await openHost(widgets, 1280, 'two-widgets-es');
    const agenda = await widgetFrame(page, 0);
    const exhibitors = await widgetFrame(page, 1);
    await agenda.getByText('Programación', { exact: true }).waitFor();
    await agenda.getByRole('link', { name: 'Ver el evento completo' }).waitFor();
    expect(await agenda.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await agenda.evaluate(() => document.documentElement.style.getPropertyValue('--accent'))).toBe(
      '#0e7490',
    );
    // A value that is no hex colour is ignored.
    expect(await exhibitors.evaluate(() => document.documentElement.style.getPropertyValue('--accent'))).toBe(
      '',
    );
    await exhibitors.getByText('Expositores', { exact: true }).waitFor();
    expect(await exhibitors.locator('.card').count()).toBeGreaterThan(0);
    expect(await exhibitors.locator('.card a').first().getAttribute('href')).toMatch(/^\/expositor\/\d+$/);
    await expectFitted(page, 0, agenda);
    await expectFitted(page, 1, exhibitors);
    expect(await axeSerious(page)).toEqual([]);
    await shoot(page, 'embed-both-1280-dark-es');
    expect(appErrors(errors)).toEqual([]);
  });

  for (const theme of ['light', 'dark']) {
    it(`fits a 375 px phone without horizontal overflow (${theme})`, async () => {
      const { page, errors } = await openHost(
        [
          { 'vitrine-event': String(eventId), widget: 'agenda', lang: 'pt-BR', theme },
          { 'vitrine-event': String(eventId), widget: 'expositores', lang: 'en', theme },
        ],
        375,
        `phone-${theme}`,
      );
      const agenda = await widgetFrame(page, 0);
      const exhibitors = await widgetFrame(page, 1);
      await agenda.getByText('Programação', { exact: true }).waitFor();
      await exhibitors.getByText('Exhibitors', { exact: true }).waitFor();
      await expectFitted(page, 0, agenda);
      await expectFitted(page, 1, exhibitors);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      expect(await axeSerious(page)).toEqual([]);
      await shoot(page, `embed-both-375-${theme}`);
      if (theme === 'light') {
        const wide = await openHost(
          [{ 'vitrine-event': String(eventId), widget: 'expositores', lang: 'en', theme: 'light' }],
          1280,
          'exhibitors-light',
        );
        await expectFitted(wide.page, 0, await widgetFrame(wide.page, 0));
        await shoot(wide.page, 'embed-exhibitors-1280-light');
      }
      expect(appErrors(errors)).toEqual([]);
    });
  }

  it('is refused a frame on the rest of the app', async () => {
    const response = await fetch(`${baseUrl()}/event/${eventId}`);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const embed = await fetch(`${baseUrl()}/embed/agenda/${eventId}`);
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });
});
