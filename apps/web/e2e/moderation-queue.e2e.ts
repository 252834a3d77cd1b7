import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, screenshot, viewportShot } from './browser.ts';
import { api, appErrors, axeSerious, newMember, pageOpener, producer, signIn } from './session.ts';

// A failed journey leaves a picture of every page it had open, to see where it stopped.
const chromium = chromiumForFile('moderation-queue', viewportShot);
const openAt = pageOpener(chromium);
const moderator = { email: 'moderadora@vitrine.demo', password: 'moderadora-2024' };
const json = { 'Content-Type': 'application/json' };

async function post(token: string, eventId: number, description: string): Promise<number> {
  const query = new URLSearchParams({ type: 'PUBLICATION', description });
  return (
    await api<{ id: number }>(`/publication/event/${eventId}?${query}`, {
      method: 'POST',
      body: new FormData(),
      token,
    })
  ).id;
}

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
/** The text of the focused queue item, or null when focus is elsewhere. */
const focusedItem = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active.hasAttribute('data-queue-item') ? active.innerText : null;
  });

async function lastAction(token: string, id: number): Promise<string | undefined> {
  const log = await api<{ content: { action: string }[] }>(`/moderation/log?publicationId=${id}`, { token });
  return log.content[0]?.action;
}

describe("the moderators' queue", () => {
  it('is worked from the keyboard, approves in bulk, shows an item’s history and mutes its author', async () => {
    const { defaultEventId: eventId } = await api<{ defaultEventId: number }>('/config');
    const member = await newMember('Caio Lote');
    const stamp = Date.now();
    const texts = [1, 2, 3, 4, 5].map((n) => `Lote ${n} do Caio ${stamp}`);
    const ids: number[] = [];
    for (const text of texts) ids.push(await post(member.token, eventId, text));
    // The fifth was approved once, then sent back with a reason: it has a history.
    const producerToken = await signIn(producer);
    for (const [status, reason] of [
      ['APPROVED', undefined],
      ['ANALYSIS', 'Rever a foto'],
    ] as const) {
      await api(`/publication/approval/${ids[4]}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ status, reason }),
        token: producerToken,
      });
    }

    const moderatorToken = await signIn(moderator);
    const { page, context, errors } = await openAt(1280, 'moderator', moderatorToken);
    await page.goto('/area-produtor?section=moderation');
    await card(page, texts[0]!).waitFor();

    // The help lists the shortcuts; it closes back onto the item.
    await card(page, texts[0]!).getByText(texts[0]!).click();
    expect(await focusedItem(page)).toContain(texts[0]);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Atalhos de teclado' });
    await help.getByText('Próximo item').waitFor();
    await viewportShot(page, 'moderation-shortcuts-1280');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await expect.poll(() => focusedItem(page)).toContain(texts[0]);

    // A approves; focus lands on the next, which R refuses.
    await page.keyboard.press('a');
    await card(page, texts[0]!).waitFor({ state: 'detached' });
    await expect.poll(() => focusedItem(page)).toContain(texts[1]);
    await page.keyboard.press('r');
    await card(page, texts[1]!).waitFor({ state: 'detached' });
    await expect.poll(() => focusedItem(page)).toContain(texts[2]);

    // X marks the third, J moves to the fourth, X marks it: both approved at once.
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await expect.poll(() => focusedItem(page)).toContain(texts[3]);
    await page.keyboard.press('x');
    await page.getByRole('button', { name: 'Aprovar selecionadas (2)' }).click();
    await page.getByText('2 publicações aprovadas.').waitFor();
    await card(page, texts[2]!).waitFor({ state: 'detached' });
    await card(page, texts[3]!).waitFor({ state: 'detached' });
    expect(await Promise.all(ids.slice(0, 4).map((id) => lastAction(moderatorToken, id)))).toEqual([
      'APPROVE',
      'DENY',
      'APPROVE',
      'APPROVE',
    ]);

    // The fifth's history: sent back with its reason, after the approval.
    const fifth = card(page, texts[4]!);
    await fifth.getByRole('button', { name: 'Ver histórico' }).click();
    const history = fifth.getByRole('region', { name: 'Histórico do item' });
    await history.getByText('Voltou para análise').waitFor();
    await history.getByText('Motivo: Rever a foto').waitFor();
    await history.getByText('Aprovado → Análise').waitFor();
    await history.getByText('Aprovou').waitFor();
    await fifth.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await viewportShot(page, 'moderation-history-1280');
    expect(await axeSerious(page)).toEqual([]);

    // Its author is muted for an hour, with a reason; then the mute is lifted.
    await fifth.getByRole('button', { name: 'Silenciar autor' }).click();
    const mute = page.getByRole('dialog', { name: 'Silenciar Caio Lote' });
    await mute.getByRole('button', { name: 'Silenciar' }).click();
    await mute.getByText('Diga o motivo.').waitFor();
    await mute.getByRole('radio', { name: '1 hora' }).check();
    await mute.getByRole('textbox', { name: /Motivo/ }).fill('Fotos repetidas');
    expect(await axeSerious(page)).toEqual([]);
    await mute.getByRole('button', { name: 'Silenciar' }).click();
    await mute.waitFor({ state: 'detached' });
    await page.getByText('Caio Lote foi silenciado.').waitFor();
    const banner = await api<{ reason: string; until: string } | null>('/user/mute', { token: member.token });
    expect(banner?.reason).toBe('Fotos repetidas');
    const left = Date.parse(banner!.until) - Date.now();
    expect(left).toBeGreaterThan(50 * 60_000);
    expect(left).toBeLessThan(61 * 60_000);
    await page.getByRole('tab', { name: 'Silenciados' }).click();
    await page.getByText('Fotos repetidas').waitFor();
    await page.getByRole('button', { name: 'Remover silêncio de Caio Lote' }).click();
    await page.getByText('Fotos repetidas').waitFor({ state: 'detached' });

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('fits a 480 px phone', async () => {
    const { page, context, errors } = await openAt(480, 'moderator', await signIn(moderator));
    await page.goto('/area-produtor?section=moderation');
    await page.getByRole('list', { name: 'Fila de moderação' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480);
    await screenshot(page, 'moderation-queue-480');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
