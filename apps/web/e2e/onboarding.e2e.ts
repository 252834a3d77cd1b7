import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, openPage, screenshot } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const title = 'A melhor experiência em eventos imobiliários.';

describe('onboarding', () => {
  it('opens / on /initial, switches to English and Spanish, remembers the choice, logs no error', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/');
    await page.waitForURL('**/initial');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    for (const name of ['Não tenho cadastro', 'Já tenho cadastro', 'Entrar sem cadastro']) {
      expect(await page.getByRole('link', { name }).count(), name).toBe(1);
    }
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    await screenshot(page, 'initial-pt-BR');

    await page.getByLabel('Idioma').selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    const english = await page.getByRole('heading', { level: 1 }).textContent();
    expect(english).not.toBe(title);
    expect(await page.getByRole('link', { name: 'Entrar sem cadastro' }).count()).toBe(0);
    await screenshot(page, 'initial-en');

    await page.getByLabel('Language').selectOption('es');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    const spanish = await page.getByRole('heading', { level: 1 }).textContent();
    expect(spanish).not.toBe(title);
    expect(spanish).not.toBe(english);
    await screenshot(page, 'initial-es');

    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(spanish);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations and fits a 480 px phone', async () => {
    const { page, context, errors } = await openPage(browser, { width: 480, height: 900 });
    await page.goto('/initial');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await screenshot(page, 'initial-480');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor without a token from a guarded page to /initial, and serves deep links', async () => {
    const { page, context } = await openPage(browser);
    // The event is anyone's to read (deep-links.e2e.ts); /home is for signed-in visitors.
    await page.goto('/home');
    await page.waitForURL('**/initial');
    const response = await page.goto('/auth/cadastrar');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/auth/cadastrar');
    await context.close();
  });

  it('lists the seeded event through the API the app uses', async () => {
    const response = await fetch(`${baseUrl()}/api/event?page=0&size=10`, {
      headers: { 'X-Tenant': 'demo' },
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { content: { title: string; featured: boolean }[] };
    expect(page.content.some((event) => event.featured)).toBe(true);
  });
});
