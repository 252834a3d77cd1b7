import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, openPage, viewportShot } from './browser.ts';
import { api, appErrors, pngPath, producer, signIn, visitor } from './session.ts';

// A failed journey leaves a picture of every page it had open, to see where it stopped.
const chromium = chromiumForFile('feeds', viewportShot);

/** A browser context already signed in (the token where the app keeps it), in `language`. */
async function openSignedIn(token: string | null, options: { width?: number; language?: string } = {}) {
  const watched = await openPage(chromium.browser, {
    width: options.width,
    locale: options.language ?? 'pt-BR',
  });
  chromium.keep(watched.page, `${token ? 'member' : 'visitor'}-${options.width ?? 1280}`);
  await watched.context.addInitScript(
    ({ token, language }) => {
      if (token) localStorage.setItem('authToken', token);
      localStorage.setItem('language', language);
      // Phones see the onboarding once per visit first; these journeys start on the event.
      sessionStorage.setItem('vitrine.onboardingSeen', '1');
    },
    { token, language: options.language ?? 'pt-BR' },
  );
  return watched;
}

/** Resolves once the page's live client has subscribed to `topicPart` (STOMP over SockJS). */
function liveSubscribed(page: Page, topicPart: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        const text = String(payload);
        if (text.includes('SUBSCRIBE') && text.includes(topicPart)) resolve();
      });
    });
  });
}

const feedStart = (page: Page) => page.getByRole('button', { name: /^Compartilhe algo/ });
const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

describe('feeds and live notifications', () => {
  it('a member posts with an image, the producer approves, the member gets the toast and the post', async () => {
    const stamp = Date.now();
    const text = `Stand incrível no salão! ${stamp}`;
    const userToken = await signIn(visitor);
    const adminToken = await signIn(producer);
    const user = await openSignedIn(userToken);
    const { page } = user;
    const userId = JSON.parse(Buffer.from(userToken.split('.')[1]!, 'base64url').toString()).userId;
    const subscribed = liveSubscribed(page, `/topic/user/${userId}`);

    await page.goto('/event?tab=feed');
    await feedStart(page).click();
    const modal = page.getByRole('dialog', { name: 'Criar publicação' });
    await modal.waitFor();

    // Four files at once: refused with the original client's dialog.
    const image = await readFile(pngPath);
    const files = ['a', 'b', 'c', 'd'].map((name) => ({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: image,
    }));
    await page.getByTestId('post-media-input').setInputFiles(files);
    const limit = page.getByRole('dialog', { name: 'Limite de Mídias Excedido' });
    await limit.getByText('Você só pode adicionar até 3 mídias na publicação.').waitFor();
    await limit.getByRole('button', { name: 'Entendi' }).click();
    await limit.waitFor({ state: 'detached' });

    // A GIF: refused with the original client's text, the draft stays.
    await page
      .getByTestId('post-media-input')
      .setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: image });
    await modal.getByText('Somente arquivos JPEG ou PNG são permitidos.').waitFor();

    await page.getByTestId('post-media-input').setInputFiles(files[0]!);
    await modal.getByRole('button', { name: 'Remover mídia 1' }).waitFor();
    await modal.getByRole('textbox', { name: 'Texto da publicação' }).fill(text);
    await viewportShot(page, 'feeds-post-modal-1280');
    await modal.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText(/aguardando análise e aparecerá no feed/).waitFor();
    await modal.waitFor({ state: 'detached' });

    const mine = postCard(page, text);
    await mine.getByText('aguardando análise').waitFor();
    await mine.locator('img').first().waitFor();
    await subscribed;

    // The producer, in a second context, approves from the feed.
    const admin = await openSignedIn(adminToken);
    await admin.page.goto('/event?tab=feed');
    const pending = postCard(admin.page, text);
    await pending.getByRole('button', { name: 'Aprovar' }).click();
    await pending.getByRole('button', { name: 'Aprovar' }).waitFor({ state: 'detached' });

    // The member hears it at once: a toast with a way to the post.
    const toast = page.getByRole('region', { name: 'Notificações' });
    await toast.getByText(/Sua publicação foi aprovada/).waitFor({ timeout: 10_000 });
    await viewportShot(page, 'feeds-toast-1280');
    // The event topic also says a new post is in the feed: two toasts, each with its button.
    const approved = toast.locator(':scope > div').filter({ hasText: /Sua publicação foi aprovada/ });
    await approved.getByRole('button', { name: 'Visualize a publicação' }).click();
    await page.waitForURL(/tab=feed&post=\d+/);
    await expect.poll(() => mine.getByText('aguardando análise').count()).toBe(0);
    await expect.poll(() => mine.evaluate((el) => el.className.includes('ring-gold'))).toBe(true);

    expect(appErrors(user.errors)).toEqual([]);
    expect(appErrors(admin.errors)).toEqual([]);
    await admin.context.close();
    await user.context.close();
  });

  it('cuts long posts with see-more, and the author deletes with confirmation', async () => {
    const adminToken = await signIn(producer);
    const userToken = await signIn(visitor);
    const long = `Programação completa em https://vitrine.demo/agenda ${'com muitas novidades '.repeat(20)}FIM-${Date.now()}`;
    const form = new FormData();
    await api(
      `/publication/event/${(await api<{ defaultEventId: number }>('/config')).defaultEventId}?${new URLSearchParams({ type: 'PUBLICATION', description: long })}`,
      {
        method: 'POST',
        body: form,
        token: adminToken,
      },
    );

    const { page, context, errors } = await openSignedIn(userToken);
    await page.goto('/event?tab=feed');
    const card = postCard(page, 'Programação completa');
    await card.waitFor();
    await expect.poll(() => card.getByText(/FIM-/).count()).toBe(0);
    const link = card.getByRole('link', { name: 'https://vitrine.demo/agenda' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await link.getAttribute('target')).toBe('_blank');
    await card.getByRole('button', { name: 'ver mais' }).click();
    await card.getByText(/FIM-/).waitFor();
    await card.getByRole('button', { name: 'ver menos' }).click();
    await expect.poll(() => card.getByText(/FIM-/).count()).toBe(0);
    await feedStart(page).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -80));
    await settleImages(page);
    await viewportShot(page, 'feeds-feed-1280');

    // The member posts a text-only post. The first try fails (the server refuses it): the
    // draft stays and the server's reason shows; the second goes through.
    const text = `Apagar depois ${Date.now()}`;
    await feedStart(page).click();
    const modal = page.getByRole('dialog', { name: 'Criar publicação' });
    await modal.getByRole('textbox', { name: 'Texto da publicação' }).fill(text);
    await page.route(
      '**/api/publication/event/*',
      (route) =>
        route.fulfill({
          status: 413,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large', args: [] }),
        }),
      { times: 1 },
    );
    await modal.getByRole('button', { name: 'Publicar' }).click();
    await modal
      .getByRole('alert')
      .getByText(/Não foi possível publicar/)
      .waitFor();
    expect(await modal.getByRole('textbox', { name: 'Texto da publicação' }).inputValue()).toBe(text);
    await modal.getByRole('button', { name: 'Publicar' }).click();
    await modal.waitFor({ state: 'detached' });
    const mine = postCard(page, text);
    await page.route('**/api/publication/*', async (route) => {
      if (route.request().method() === 'DELETE') await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await mine.getByRole('button', { name: 'Opções da publicação' }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir publicação?' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await confirm.getByRole('button', { name: 'Removendo...' }).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await mine.waitFor({ state: 'detached' });
    // Someone else's post: its menu only reports it, nothing to edit or delete.
    await card.getByRole('button', { name: 'Opções da publicação' }).click();
    await page.getByRole('menuitem', { name: 'Denunciar' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Excluir' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('fits a 480 px screen', async () => {
    const { page, context, errors } = await openSignedIn(await signIn(visitor), { width: 480 });
    await page.goto('/event?tab=feed');
    await page.getByRole('article').first().waitFor();
    await settleImages(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: /^Compartilhe algo/ }).scrollIntoViewIfNeeded();
    await viewportShot(page, 'feeds-feed-480');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('speaks English', async () => {
    const { page, context } = await openSignedIn(await signIn(visitor), { language: 'en' });
    await page.goto('/event?tab=feed');
    await page.getByRole('button', { name: /^Share something/ }).click();
    const modal = page.getByRole('dialog', { name: 'Create post' });
    const image = await readFile(pngPath);
    await page
      .getByTestId('post-media-input')
      .setInputFiles(
        ['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: image })),
      );
    await page
      .getByRole('dialog', { name: 'Media limit exceeded' })
      .getByText('You can add up to 3 media to a post.')
      .waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('article')
      .first()
      .getByText(/ago|just now/)
      .waitFor();
    await context.close();
  });
});

async function settleImages(page: Page) {
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
