import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, viewportShot } from './browser.ts';
import { api, appErrors, axeSerious, exhibitor, pageOpener, producer, signIn, visitor } from './session.ts';

// A failed journey leaves a picture of every page it had open, to see where it stopped.
const chromium = chromiumForFile('reactions', viewportShot);
const openAt = pageOpener(chromium);

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

/** The organizer's post, approved at once, for the two members to react to. */
async function approvedPost(text: string): Promise<{ eventId: number; id: number }> {
  const { defaultEventId } = await api<{ defaultEventId: number }>('/config');
  const query = new URLSearchParams({ type: 'PUBLICATION', description: text });
  const post = await api<{ id: number }>(`/publication/event/${defaultEventId}?${query}`, {
    method: 'POST',
    body: new FormData(),
    token: await signIn(producer),
  });
  return { eventId: defaultEventId, id: post.id };
}

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
/** A comment shown under a card (a box still holding the same text is not one). */
const commentIn = (card: ReturnType<typeof postCard>, text: string) =>
  card.getByRole('listitem').filter({ hasText: text });

describe('likes and comments', () => {
  it('one member likes and comments, the other sees it live and answers; axe-clean at 1280 and 480 px', async () => {
    const text = `Qual stand vocês recomendam? ${Date.now()}`;
    const { eventId, id } = await approvedPost(text);
    const marinaToken = await signIn(visitor);
    const marina = await openAt(1280, 'marina', marinaToken);
    const rafael = await openAt(480, 'rafael', await signIn(exhibitor));
    const heard = [marina, rafael].map(({ page }) => liveSubscribed(page, `/topic/event/${eventId}`));
    await Promise.all([marina.page.goto('/event?tab=feed'), rafael.page.goto('/event?tab=feed')]);
    const mine = postCard(marina.page, text);
    const theirs = postCard(rafael.page, text);
    await Promise.all([mine.waitFor(), theirs.waitFor()]);
    await Promise.all(heard);

    // Marina likes: her button turns at once; Rafael's count follows without a reload.
    await mine.getByRole('button', { name: 'Curtir (nenhuma curtida)' }).click();
    await mine.getByRole('button', { name: 'Descurtir (1 curtida)', pressed: true }).waitFor();
    await theirs
      .getByRole('button', { name: 'Curtir (1 curtida)', pressed: false })
      .waitFor({ timeout: 5_000 });

    // Marina comments (Ctrl+Enter), with a link; Rafael sees it under the post.
    const box = mine.getByRole('textbox', { name: 'Escreva um comentário' });
    await box.fill('Passem no estande da Pilar Forte: https://vitrine.demo/mapa');
    await box.press('Control+Enter');
    await commentIn(mine, 'Passem no estande da Pilar Forte').waitFor();
    const heardComment = commentIn(theirs, 'Passem no estande da Pilar Forte');
    await heardComment.waitFor({ timeout: 5_000 });
    await theirs.getByRole('button', { name: '1 comentário' }).waitFor();
    const link = theirs.getByRole('link', { name: 'https://vitrine.demo/mapa' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');

    // Rafael answers from the open thread; Marina sees the answer and the count.
    await theirs.getByRole('button', { name: '1 comentário' }).click();
    await theirs.getByRole('button', { name: '1 comentário', expanded: true }).waitFor();
    const answer = theirs.getByRole('textbox', { name: 'Escreva um comentário' });
    await answer.fill('Obrigado, Marina! Vou passar lá.');
    await theirs.getByRole('button', { name: 'Enviar' }).click();
    await commentIn(theirs, 'Obrigado, Marina!').waitFor();
    await commentIn(mine, 'Obrigado, Marina!').waitFor({ timeout: 5_000 });
    await mine.getByRole('button', { name: '2 comentários' }).waitFor();

    // Rafael's phone: nothing wider than the screen, nothing serious for axe.
    const overflow = await rafael.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await theirs.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await viewportShot(rafael.page, 'reactions-thread-480');
    expect(await axeSerious(rafael.page)).toEqual([]);

    // A third comment: Marina's card keeps the latest two and offers the whole thread.
    await api(`/publication/${id}/comment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Combinado, nos vemos no estande 14 às 15h.' }),
      token: marinaToken,
    });
    const showAll = mine.getByRole('button', { name: 'Ver todos os 3 comentários' });
    await showAll.waitFor({ timeout: 5_000 });
    await mine.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await viewportShot(marina.page, 'reactions-card-1280');
    await showAll.click();
    await mine.getByRole('button', { name: '3 comentários', expanded: true }).waitFor();
    await commentIn(mine, 'Passem no estande da Pilar Forte').waitFor();
    expect(await mine.getByRole('listitem').count()).toBe(3);
    expect(await axeSerious(marina.page)).toEqual([]);
    await viewportShot(marina.page, 'reactions-thread-1280');

    expect(appErrors(marina.errors)).toEqual([]);
    expect(appErrors(rafael.errors)).toEqual([]);
    await marina.context.close();
    await rafael.context.close();
  });

  it('asks a visitor who is not signed in to sign in to like, over the same page', async () => {
    const text = `Bom dia, feira! ${Date.now()}`;
    await approvedPost(text);
    const guest = await openAt(480, 'anonymous');
    await guest.page.goto('/event?tab=feed');
    const card = postCard(guest.page, text);
    await card.getByRole('button', { name: 'Curtir (nenhuma curtida)' }).click();
    const dialog = guest.page.getByRole('dialog', { name: 'Entrar' });
    await dialog.waitFor();
    await viewportShot(guest.page, 'reactions-sign-in-480');
    await guest.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(guest.page.url()).toMatch(/tab=feed/);
    expect(appErrors(guest.errors)).toEqual([]);
    await guest.context.close();
  });
});

describe('reports and moderation', () => {
  it('a member reports a comment; the organizer hides it with a reason, which its author then reads', async () => {
    const text = `Onde fica o café? ${Date.now()}`;
    const { id } = await approvedPost(text);
    const marinaToken = await signIn(visitor);
    const remark = `Compre meu curso ${Date.now()}`;
    await api(`/publication/${id}/comment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: remark }),
      token: marinaToken,
    });

    // Rafael, on his phone, reports it from the comment's menu.
    const rafael = await openAt(480, 'rafael', await signIn(exhibitor));
    await rafael.page.goto('/event?tab=feed');
    const seen = commentIn(postCard(rafael.page, text), remark);
    await seen.getByRole('button', { name: /Opções do comentário/ }).click();
    await rafael.page.getByRole('menuitem', { name: 'Denunciar' }).click();
    const report = rafael.page.getByRole('dialog', { name: 'Denunciar conteúdo' });
    await report.getByRole('radio', { name: 'Spam' }).check();
    await report.getByRole('textbox', { name: 'Detalhes (opcional)' }).fill('Propaganda nos comentários');
    expect(await axeSerious(rafael.page)).toEqual([]);
    await report.getByRole('button', { name: 'Enviar denúncia' }).click();
    await report.getByText('Obrigado, vamos analisar.').waitFor();
    await viewportShot(rafael.page, 'report-thanks-480');
    await rafael.page.keyboard.press('Escape');
    await report.waitFor({ state: 'detached' });

    // The organizer (ADMIN moderates) hides it with a reason.
    const organizer = await openAt(1280, 'organizer', await signIn(producer));
    await organizer.page.goto('/event?tab=feed');
    const moderated = commentIn(postCard(organizer.page, text), remark);
    await moderated.getByRole('button', { name: /Opções do comentário/ }).click();
    await organizer.page.getByRole('menuitem', { name: 'Ocultar' }).click();
    const hide = organizer.page.getByRole('dialog', { name: 'Ocultar conteúdo?' });
    await hide.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Propaganda não é permitida');
    await hide.getByRole('button', { name: 'Ocultar' }).click();
    await hide.waitFor({ state: 'detached' });
    await moderated.getByText('Oculto', { exact: true }).waitFor();

    // Marina still sees her comment, marked hidden for review, with the reason.
    const marina = await openAt(1280, 'marina', marinaToken);
    await marina.page.goto('/event?tab=feed');
    const own = commentIn(postCard(marina.page, text), remark);
    await own.getByText('Conteúdo oculto para revisão').waitFor();
    await own.getByText('Motivo: Propaganda não é permitida').waitFor();
    await own.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await viewportShot(marina.page, 'hidden-comment-author-1280');
    expect(await axeSerious(marina.page)).toEqual([]);

    for (const session of [rafael, organizer, marina]) {
      expect(appErrors(session.errors)).toEqual([]);
      await session.context.close();
    }
  });
});
