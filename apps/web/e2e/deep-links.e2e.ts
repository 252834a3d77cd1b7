import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, chromiumForFile, openPage, screenshot, viewportShot } from './browser.ts';
import { api, appErrors, producer, signIn, visitor } from './session.ts';

// Shared links: a phone's first page is the one asked for, anyone may read the event,
// and the server's HTML carries the card a link preview shows.
const chromium = chromiumForFile('deep-links');

interface Ids {
  eventId: number;
  eventTitle: string;
  speaker: { id: number; name: string };
  property: { id: number; title: string };
  exhibitor: { id: number; title: string };
}
let ids: Ids;

beforeAll(async () => {
  const { defaultEventId: eventId } = await api<{ defaultEventId: number }>('/config');
  const event = await api<{ title: string }>(`/event/${eventId}`);
  const speakers = await api<{ id: number; name: string }[]>(`/speaker/findByEvent/${eventId}`);
  const routes = await api<Record<string, { id: number; title: string }[]>>(
    `/routeImmobile/event/${eventId}`,
  );
  const exhibitors = await api<Record<string, { id: number; title: string }[]>>(
    `/exhibitor/findByEvent/${eventId}`,
  );
  ids = {
    eventId,
    eventTitle: event.title,
    speaker: speakers[0]!,
    property: Object.values(routes).flat()[0]!,
    exhibitor: Object.values(exhibitors).flat()[0]!,
  };
});

/**
 * A new visit (fresh storage, so nothing marks onboarding as seen), signed in with `token` when
 * given, the way a link opened from WhatsApp starts.
 */
async function newVisit(width: number, token?: string) {
  const watched = await openPage(chromium.browser, { width, height: width <= 480 ? 900 : 800 });
  chromium.keep(watched.page, `${width}`);
  await watched.context.addInitScript((value) => {
    if (window.top !== window) return;
    localStorage.setItem('language', 'pt-BR');
    if (value) localStorage.setItem('authToken', value);
  }, token ?? '');
  return watched;
}

/** Lands on `path` and stays there (no redirect to /initial once the app has routed). */
async function expectLanded(page: Page, path: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(path);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .every((image) => image.complete),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

const speakerPath = () => `/event/${ids.eventId}/palestrante/${ids.speaker.id}`;
const propertyPath = () => `/event/${ids.eventId}/imovel/${ids.property.id}`;

describe('deep links on a 480 px phone', () => {
  it('a signed-in visitor lands on /event?tab=feed', async () => {
    const { page, context, errors } = await newVisit(480, await signIn(visitor));
    await page.goto('/event?tab=feed');
    await page.getByRole('tab', { name: 'Feed', exact: true, selected: true }).waitFor();
    await expectLanded(page, '/event?tab=feed');
    expect(appErrors(errors), errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('the producer lands on /area-produtor', async () => {
    const { page, context, errors } = await newVisit(480, await signIn(producer));
    await page.goto('/area-produtor');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expectLanded(page, '/area-produtor');
    expect(appErrors(errors), errors.join('\n')).toEqual([]);
    await context.close();
  });

  it("anyone lands on an exhibitor's, a speaker's and a property's address", async () => {
    const exhibitor = await newVisit(480);
    await exhibitor.page.goto(`/expositor/${ids.exhibitor.id}`);
    await exhibitor.page.getByRole('heading', { level: 1, name: ids.exhibitor.title }).waitFor();
    await expectLanded(exhibitor.page, `/expositor/${ids.exhibitor.id}`);
    expect(appErrors(exhibitor.errors), exhibitor.errors.join('\n')).toEqual([]);
    await exhibitor.context.close();

    const speaker = await newVisit(480);
    await speaker.page.goto(speakerPath());
    await speaker.page.getByRole('heading', { name: ids.speaker.name }).waitFor();
    await speaker.page.getByRole('tab', { name: 'Palestrantes', selected: true }).waitFor();
    await expectLanded(speaker.page, speakerPath());
    await settle(speaker.page);
    await screenshot(speaker.page, 'deep-links-speaker-480');
    await viewportShot(speaker.page, 'deep-links-speaker-480-viewport');
    expect(appErrors(speaker.errors), speaker.errors.join('\n')).toEqual([]);
    await speaker.context.close();

    const property = await newVisit(480);
    await property.page.goto(propertyPath());
    await property.page.getByRole('heading', { name: ids.property.title }).waitFor();
    await property.page.getByRole('tab', { name: 'Rotas de Imóveis', selected: true }).waitFor();
    await expectLanded(property.page, propertyPath());
    await settle(property.page);
    await screenshot(property.page, 'deep-links-property-480');
    await viewportShot(property.page, 'deep-links-property-480-viewport');
    expect(appErrors(property.errors), property.errors.join('\n')).toEqual([]);
    await property.context.close();
  });

  it('/ still opens the onboarding once per visit', async () => {
    const { page, context } = await newVisit(480);
    await page.goto('/');
    await page.waitForURL('**/initial');
    await context.close();
  });
});

describe('a shared link opened by someone without an account', () => {
  it.each([480, 1280])(
    'renders the event read-only with sign-in and sign-up buttons at %i px',
    async (width) => {
      const { page, context, errors } = await newVisit(width);
      await page.goto(`/event/${ids.eventId}`);
      await page.getByRole('heading', { level: 1, name: ids.eventTitle }).waitFor();
      await expectLanded(page, `/event/${ids.eventId}`);
      // The account banner's, and the top menu's where there is room.
      await page.getByRole('button', { name: 'Entrar', exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Cadastrar', exact: true }).first().waitFor();
      await page.getByRole('tab', { name: 'Feed', exact: true }).click();
      await page.getByRole('article').or(page.getByText('Nenhuma publicação ainda')).first().waitFor();
      await page.getByRole('tab', { name: 'Detalhes', exact: true }).click();
      await settle(page);
      await screenshot(page, `deep-links-anonymous-event-${width}`);
      await viewportShot(page, `deep-links-anonymous-event-${width}-viewport`);
      expect(appErrors(errors), errors.join('\n')).toEqual([]);
      await context.close();
    },
  );

  it("puts a speaker's and a property's address in the URL, and Back returns to the list", async () => {
    const { page, context, errors } = await newVisit(1280);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`/event/${ids.eventId}?tab=palestrantes`);
    await page.getByRole('button', { name: new RegExp(`^${ids.speaker.name}`) }).click();
    await page.waitForURL(`**${speakerPath()}`);
    await page.getByRole('heading', { name: ids.speaker.name }).waitFor();
    await settle(page);
    await screenshot(page, 'deep-links-speaker-1280');

    // No share sheet on desktop Linux: the address is copied.
    const detail = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: ids.speaker.name }) });
    await detail.getByRole('button', { name: 'Compartilhar' }).click();
    await detail.getByText('Link copiado.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}${speakerPath()}`);

    await page.getByRole('button', { name: 'Voltar', exact: true }).click();
    await page.waitForURL(`**/event/${ids.eventId}?tab=palestrantes`);
    await page.getByRole('button', { name: new RegExp(`^${ids.speaker.name}`) }).waitFor();

    await page.getByRole('tab', { name: 'Rotas de Imóveis', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(ids.property.title) }).click();
    await page.waitForURL(`**${propertyPath()}`);
    await page.getByRole('heading', { name: ids.property.title }).waitFor();
    await settle(page);
    await screenshot(page, 'deep-links-property-1280');
    await page.goBack();
    await page.waitForURL(`**/event/${ids.eventId}?tab=rotas-de-imoveis`);
    expect(appErrors(errors), errors.join('\n')).toEqual([]);
    await context.close();
  });
});

describe("the server's HTML of a shared page", () => {
  it('carries the Open Graph and Twitter card tags of the event, and its schema.org Event', async () => {
    const html = await (await fetch(`${baseUrl()}/event/${ids.eventId}`)).text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe(ids.eventTitle.replace(/&/g, '&amp;'));
    expect(meta('og:url')).toBe(`${baseUrl()}/event/${ids.eventId}`);
    expect(meta('og:image')).toMatch(new RegExp(`^${baseUrl()}/api/media/`));
    expect(meta('og:description')?.length).toBeGreaterThan(0);
    expect(meta('og:locale')).toBe('pt_BR');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Event"',
    );
    // The image a preview fetches is there.
    const image = await fetch(meta('og:image')!);
    expect(image.status).toBe(200);

    const speakerHtml = await (await fetch(`${baseUrl()}${speakerPath()}`)).text();
    expect(speakerHtml).toContain(`<meta property="og:url" content="${baseUrl()}${speakerPath()}" />`);
  });
});
