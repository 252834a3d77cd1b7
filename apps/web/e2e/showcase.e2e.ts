import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, screenshot } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/**
 * This network has no internet, so map tiles fail to load; Chromium logs each as "Failed to load
 * resource: net::…". Those lines (and only those) are not errors of the app.
 */
const appErrors = (errors: string[]) =>
  errors.filter((text) => !/^Failed to load resource: net::ERR_/.test(text));

/** Enter as a guest first, as the onboarding's third button does (anonymous reading: deep-links.e2e.ts). */
async function enterAsGuest(page: Page) {
  await page.goto('/auth/login/guest');
  await page.waitForURL('**/event');
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Lazy images on screen have started by now; let them finish before a screenshot.
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

/** Scrolls down until `target` is there: the gallery and the map mount only near the screen. */
async function scrollUntil(page: Page, target: Locator) {
  for (let step = 0; step < 30 && (await target.count()) === 0; step++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(100);
  }
  await target.first().waitFor();
}

describe('event showcase', () => {
  it('shows every tab in Portuguese, keeps the tab in the URL, and Back returns to the last tab', async () => {
    const { page, context, errors } = await openPage(browser);
    await enterAsGuest(page);

    const sponsors = page.getByRole('region', { name: 'Patrocinadores' });
    await sponsors.getByText('Banco Horizonte').waitFor();
    await scrollUntil(page, page.getByRole('region', { name: /Galeria de imagens/ }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByText('Localização').first().waitFor();
    await settle(page);
    await screenshot(page, 'showcase-details-1280');

    await openTab(page, 'Expositores');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('expositores');
    await page.getByRole('region', { name: 'Financiamento' }).getByText('Banco Horizonte').waitFor();
    await page.getByRole('searchbox', { name: 'Buscar expositor' }).fill('nada-parecido-zzz');
    await page.getByText('Nenhum expositor encontrado.').waitFor();
    await page.getByRole('searchbox', { name: 'Buscar expositor' }).fill('');
    await page.getByRole('region', { name: 'Financiamento' }).waitFor();
    await screenshot(page, 'showcase-exhibitors-1280');

    await openTab(page, 'Palestrantes');
    await page.getByRole('button', { name: /^Helena Duarte/ }).click();
    await page.getByRole('heading', { name: 'Helena Duarte' }).waitFor();
    await screenshot(page, 'showcase-speaker-1280');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('button', { name: /^Rafael Menezes/ }).waitFor();
    await screenshot(page, 'showcase-speakers-1280');

    await openTab(page, 'Rotas de Imóveis');
    const group = page.getByRole('button', { name: 'Aurora Incorporadora' });
    await group.waitFor();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: /Aurora Vila Mariana/ }).click();
    await page.getByRole('heading', { name: 'Aurora Vila Mariana' }).waitFor();
    await screenshot(page, 'showcase-property-1280');
    await page.getByRole('button', { name: 'Voltar às rotas' }).click();
    await screenshot(page, 'showcase-properties-1280');

    await openTab(page, 'Programação');
    await page.getByRole('button', { name: '18/03' }).waitFor();
    await page.getByRole('heading', { name: 'Somente VIP' }).waitFor();
    const ics = await page.getByRole('link', { name: 'Adicionar à agenda' }).getAttribute('href');
    expect(ics).toMatch(/^\/api\/agenda\/event\/\d+\.ics\?tenant=demo$/);
    await page.getByRole('button', { name: '19/03' }).click();
    expect(await page.getByRole('heading', { name: 'Somente VIP' }).count()).toBe(0);
    await screenshot(page, 'showcase-schedule-1280');

    for (const name of ['Anúncios', 'Feed']) {
      await openTab(page, name);
      // The feeds (feeds.e2e.ts covers them): their posts, or the empty state.
      await page
        .getByRole('article')
        .or(page.getByText(/^(Nenhum anúncio ainda|Nenhuma publicação ainda)$/))
        .first()
        .waitFor();
    }

    await page.goBack();
    await page.getByRole('tab', { name: 'Anúncios', selected: true }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: 'Programação', selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('programacao');

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('opens a shared tab link and the full-screen viewer, which Esc closes', async () => {
    const { page, context, errors } = await openPage(browser);
    await enterAsGuest(page);
    await page.goto('/event?tab=palestrantes');
    await page.getByRole('tab', { name: 'Palestrantes', selected: true }).waitFor();
    await page.getByRole('button', { name: /^Helena Duarte/ }).waitFor();

    await page.goto('/event');
    const opener = page.getByRole('button', { name: 'Ver imagem 1 em tela cheia' });
    await scrollUntil(page, opener);
    await opener.click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText(/^Imagem 2 de/).waitFor();
    await screenshot(page, 'showcase-viewer-1280');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

    // A guest is asked to sign in before taking part.
    await page.getByRole('button', { name: 'Participar' }).click();
    await page.getByRole('dialog', { name: 'Entrar' }).waitFor();
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it.each([
    ['es', 'Idioma', 'Expositores', 'Programación', 'Solo VIP', 'Añadir al calendario'],
    ['en', 'Idioma', 'Exhibitors', 'Schedule', 'VIP only', 'Add to calendar'],
  ])(
    'shows the exhibitors and schedule tabs in %s',
    async (language, picker, exhibitors, schedule, vip, add) => {
      const { page, context, errors } = await openPage(browser);
      await enterAsGuest(page);
      await page.getByLabel(picker).first().selectOption(language);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await openTab(page, exhibitors);
      await page.getByText('Banco Horizonte').first().waitFor();
      await screenshot(page, `showcase-exhibitors-${language}`);
      await openTab(page, schedule);
      await page.getByRole('heading', { name: vip }).waitFor();
      await page.getByRole('link', { name: add }).waitFor();
      await screenshot(page, `showcase-schedule-${language}`);
      expect(appErrors(errors)).toEqual([]);
      await context.close();
    },
  );

  it('opens an exhibitor from a card and from a shared link', async () => {
    const { page, context, errors } = await openPage(browser);
    await enterAsGuest(page);
    await openTab(page, 'Expositores');
    await page
      .getByRole('region', { name: 'Financiamento' })
      .getByRole('link', { name: /Banco Horizonte/ })
      .click();
    await page.waitForURL(/\/expositor\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Banco Horizonte' }).waitFor();
    await page.getByRole('tab', { name: 'Detalhes do expositor' }).waitFor();
    await page.getByText('Conheça outros estandes').waitFor();
    await settle(page);
    await screenshot(page, 'showcase-exhibitor-1280');
    expect(appErrors(errors), errors.join('\n')).toEqual([]);
    const shared = page.url();

    const other = await openPage(browser);
    await enterAsGuest(other.page);
    await other.page.goto(shared);
    await other.page.getByRole('heading', { level: 1, name: 'Banco Horizonte' }).waitFor();
    await other.page
      .getByRole('link', { name: /Evento/ })
      .first()
      .waitFor();
    expect(appErrors(other.errors), other.errors.join('\n')).toEqual([]);
    await other.context.close();

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('fits a 480 px phone, with the mobile covers', async () => {
    const { page, context, errors } = await openPage(browser, { width: 480, height: 900 });
    await enterAsGuest(page);
    await settle(page);
    await expectNoOverflow(page);
    await screenshot(page, 'showcase-details-480');
    for (const [name, file] of [
      ['Expositores', 'exhibitors'],
      ['Palestrantes', 'speakers'],
      ['Rotas de Imóveis', 'properties'],
      ['Programação', 'schedule'],
    ] as const) {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
      await settle(page);
      await expectNoOverflow(page);
      await screenshot(page, `showcase-${file}-480`);
    }

    // The event header's <picture> picks the mobile cover at 480 px.
    await page.goto('/event');
    const cover = page.locator('header picture img').first();
    await cover.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('header picture img') as HTMLImageElement | null;
      return Boolean(img?.complete && img.currentSrc);
    });
    const chosen = await cover.evaluate((img) => ({
      current: (img as HTMLImageElement).currentSrc,
      mobile: img.parentElement?.querySelector('source')?.getAttribute('srcset') ?? '',
      desktop: img.getAttribute('src') ?? '',
    }));
    const key = (url: string) => new URL(url, 'http://x').pathname.replace(/-\d+\.webp$/, '');
    expect(chosen.mobile).not.toBe('');
    expect(key(chosen.current)).toBe(key(chosen.mobile.split(' ')[0] ?? ''));
    expect(key(chosen.current)).not.toBe(key(chosen.desktop));

    await page.goto('/event?tab=expositores');
    await page
      .getByRole('region', { name: 'Financiamento' })
      .getByRole('link', { name: /Banco Horizonte/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Banco Horizonte' }).waitFor();
    await settle(page);
    await expectNoOverflow(page);
    await screenshot(page, 'showcase-exhibitor-480');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
