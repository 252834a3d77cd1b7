import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, viewportShot } from './browser.ts';
import { api, appErrors, axeSerious, inviteLinkFromMail, pageOpener, producer, signIn } from './session.ts';

// A failed journey leaves a picture of every page it had open, to see where it stopped.
const chromium = chromiumForFile('stand-page');

const openAt = pageOpener(chromium);

/** The stands of the demo's featured event. */
async function demoStands() {
  const { defaultEventId } = await api<{ defaultEventId: number }>('/config');
  const groups = await api<Record<string, { id: number; title: string; shortDescription?: string }[]>>(
    `/exhibitor/findByEvent/${defaultEventId}`,
  );
  return { eventId: defaultEventId, stands: Object.values(groups).flat() };
}

/** The event's Expositores tab, as any visitor sees it, with the stand's card. */
async function standCard(page: Page, eventId: number, title: string) {
  await page.goto(`/event/${eventId}?tab=expositores`);
  const card = page.getByRole('link', { name: new RegExp(title) }).first();
  await card.waitFor();
  return card;
}

describe('stand page self-service', () => {
  it.each([1280, 480])(
    "an OWNER's change waits for the organizer's approval before the public page shows it (%i px)",
    async (width) => {
      const stamp = `${width}-${Date.now()}`;
      const ownerEmail = `pagina-${stamp}@estande.test`;
      const newText = `Lançamentos com entrega em 2027 (${stamp})`;
      const { eventId, stands } = await demoStands();
      // Each width its own stand, away from the ones the team spec uses.
      const stand = stands[width === 1280 ? 3 : 4] ?? stands[width === 1280 ? 0 : 1];
      if (!stand) throw new Error('the demo event has too few stands');

      // The organizer invites an OWNER from the stand's team in Meus Eventos.
      const organizer = await openAt(width, 'organizer', await signIn(producer));
      await organizer.page.goto(`/area-produtor?section=my-events&event=${eventId}`);
      await organizer.page.getByRole('button', { name: `Equipe do estande ${stand.title}` }).click();
      const dialog = organizer.page.getByRole('dialog', { name: `Equipe do estande ${stand.title}` });
      await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(ownerEmail);
      await dialog.getByRole('combobox', { name: 'Função' }).selectOption({ label: 'Responsável' });
      await dialog.getByRole('button', { name: 'Enviar convite' }).click();
      await dialog.getByText(`Convite enviado para ${ownerEmail}. O link vale por 7 dias.`).waitFor();
      // Review stays on: the switch is there, off.
      expect(await dialog.getByRole('switch', { name: 'Publicar sem revisão' }).isChecked()).toBe(false);
      await dialog.getByRole('button', { name: 'Fechar' }).click();

      // She accepts from the mail and lands in the exhibitor area.
      const owner = await openAt(width, 'owner');
      const { page } = owner;
      await page.goto(await inviteLinkFromMail(ownerEmail));
      await page.getByLabel(/^Nome/).fill('Paula Página');
      await page.getByLabel(/^Senha/).fill('senha-da-paula');
      await page.getByLabel(/^Confirmar senha/).fill('senha-da-paula');
      await page.getByRole('button', { name: 'Criar conta e aceitar' }).click();
      await page.waitForURL(`**/area-expositor?stand=${stand.id}`);

      // She edits the short description and saves: it waits for the organizer.
      const form = page.getByRole('form', { name: 'Editar a página do estande' });
      const short = form.getByLabel(/^Descrição curta/);
      await expect.poll(() => short.inputValue()).not.toBe('');
      await short.fill(newText);
      await form.getByRole('button', { name: 'Salvar alterações' }).click();
      await form.getByText(/^Enviado para aprovação/).waitFor();
      await page.getByText(/^Aguardando aprovação do organizador/).waitFor();
      await page.getByRole('link', { name: 'Ver página pública' }).waitFor();
      expect(await axeSerious(page)).toEqual([]);
      await form.scrollIntoViewIfNeeded();
      await viewportShot(page, `stand-page-area-${width}`);

      // The public page does not show it yet.
      const visitor = await openAt(width, 'visitor');
      await standCard(visitor.page, eventId, stand.title);
      expect(await visitor.page.getByText(newText).count()).toBe(0);

      // The organizer approves it in 'Alterações pendentes'.
      await organizer.page.goto('/area-produtor?section=stand-revisions');
      await organizer.page.getByRole('heading', { level: 1, name: 'Alterações pendentes' }).waitFor();
      await organizer.page.getByRole('button', { name: `Revisar alterações de ${stand.title}` }).click();
      await organizer.page.getByRole('heading', { level: 3, name: 'Descrição curta' }).waitFor();
      await organizer.page.getByText(newText).waitFor();
      expect(await axeSerious(organizer.page)).toEqual([]);
      await viewportShot(organizer.page, `stand-page-review-${width}`);
      await organizer.page.getByRole('button', { name: 'Aprovar' }).click();
      await organizer.page.getByText(`Alterações de “${stand.title}” aprovadas e publicadas.`).waitFor();
      await organizer.page
        .getByRole('button', { name: `Revisar alterações de ${stand.title}` })
        .waitFor({ state: 'detached' });
      expect(await axeSerious(organizer.page)).toEqual([]);

      // The public page shows the change (to a new visitor: a browser keeps public reads 30 s),
      // and her area says it was approved.
      const later = await openAt(width, 'visitor-later');
      await standCard(later.page, eventId, stand.title);
      await later.page.getByText(newText).first().waitFor();
      await page.reload();
      await page.getByText(/^Aprovada em/).waitFor();

      expect(appErrors(organizer.errors)).toEqual([]);
      expect(appErrors(owner.errors)).toEqual([]);
      expect(appErrors(visitor.errors)).toEqual([]);
      expect(appErrors(later.errors)).toEqual([]);
    },
    120_000,
  );
});
