import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, screenshot } from './browser.ts';
import { api, appErrors, signIn, visitor } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Inbox {
  content: { id: number; type: string; message: string; eventId: number | null; read: boolean }[];
}

async function axeSerious(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The demo visitor, signed in where the app keeps the token. */
async function openAsVisitor(width: number, language = 'pt-BR') {
  const watched = await openPage(browser, { width, locale: language });
  const token = await signIn(visitor);
  await watched.context.addInitScript(
    ({ token, language }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('language', language);
      sessionStorage.setItem('vitrine.onboardingSeen', '1');
    },
    { token, language },
  );
  return { ...watched, token };
}

const unreadLabel = (count: number) =>
  count === 0 ? 'Notificações' : `Notificações, ${count} ${count === 1 ? 'não lida' : 'não lidas'}`;

describe('the notification inbox', () => {
  it('the demo visitor opens the bell, follows the moved session to Minha agenda and the count drops', async () => {
    const { page, context, errors, token } = await openAsVisitor(1280);
    const stored = await api<Inbox>('/notification?size=20', { token });
    const changed = stored.content.find((note) => note.type === 'SESSION_CHANGED');
    expect(changed?.read).toBe(false);
    const unread = stored.content.filter((note) => !note.read).length;

    await page.goto('/event');
    const bell = page.getByRole('button', { name: unreadLabel(unread), exact: true });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    const item = panel.getByRole('link').filter({ hasText: changed?.message ?? '' });
    await item.waitFor();
    // Marked unread for the eye (bold, a dot) and for screen readers (its name says so).
    expect(await item.getAttribute('aria-label')).toBeNull();
    expect(await item.textContent()).toMatch(/^Não lida: /);
    expect(await item.getByText(/^(agora|há \d+ min\.?)$/).count()).toBe(1);
    expect(await axeSerious(page)).toEqual([]);
    await screenshot(page, 'notifications-open-1280', { fullPage: false });

    // Escape closes the panel and hands the focus back to the bell.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await bell.evaluate((element) => element === document.activeElement)).toBe(true);

    // The keyboard opens it again; following the notification marks it read.
    await page.keyboard.press('Enter');
    await item.click();
    await page.waitForURL(`**/event/${changed?.eventId}?tab=minha-agenda`);
    await page.getByRole('tab', { name: 'Minha agenda', selected: true }).waitFor();
    await page.getByRole('button', { name: unreadLabel(unread - 1), exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          (await api<Inbox>('/notification?size=20', { token })).content.find(
            (note) => note.id === changed?.id,
          )?.read,
      )
      .toBe(true);
    expect(await panel.count()).toBe(0);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('fits a 480 px screen as a sheet under the header, and speaks English in English', async () => {
    const { page, context, errors } = await openAsVisitor(480, 'en');
    await page.goto('/event');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    // The texts come in the language the account keeps on the server; the frame is in English.
    await panel.getByRole('listitem').first().waitFor();
    expect(await panel.getByRole('heading', { name: 'Notifications' }).count()).toBe(1);
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(480);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeSerious(page)).toEqual([]);
    await screenshot(page, 'notifications-open-480', { fullPage: false });

    // A tap outside closes it.
    await page.mouse.click(240, 700);
    await panel.waitFor({ state: 'detached' });
    await screenshot(page, 'notifications-closed-480', { fullPage: false });
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
