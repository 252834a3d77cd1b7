import { type Property, pagePaths } from '@vitrine/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, viewportShot } from './browser.ts';
import { api, appErrors, axeSerious, exhibitor, pageOpener, producer, signIn } from './session.ts';

// A failed journey leaves a picture of every page it had open, to see where it stopped.
const chromium = chromiumForFile('stand-properties');
const openAt = pageOpener(chromium);

const standTitle = 'Construtora Pilar Forte';

/**
 * One of the demo OWNER's properties for each width, past the first (the seed's pending change
 * stays for the demo): the test changes it, a retry finds it by position.
 */
async function ownProperty(width: number) {
  const { defaultEventId: eventId } = await api<{ defaultEventId: number }>('/config');
  const groups = await api<Record<string, Property[]>>(`/routeImmobile/event/${eventId}`);
  const own = (groups[standTitle] ?? []).sort((a, b) => a.id - b.id);
  const property = own[width === 1280 ? 1 : 2];
  if (!property) throw new Error(`${standTitle} has too few properties in the demo`);
  return { eventId, property };
}

/** The property's public page, to a new visitor (a browser keeps public reads 30 s). */
async function openPublicProperty(width: number, label: string, eventId: number, propertyId: number) {
  const visitor = await openAt(width, label);
  await visitor.page.goto(pagePaths.property(eventId, propertyId));
  return visitor;
}

/** The OWNER's exhibitor area, on its 'Imóveis' panel. */
async function openPanel(width: number) {
  const owner = await openAt(width, 'owner', await signIn(exhibitor));
  await owner.page.goto('/area-expositor');
  const panel = owner.page.getByRole('region', { name: 'Imóveis' });
  await panel.getByRole('list', { name: 'Imóveis do estande' }).waitFor();
  return { ...owner, panel };
}

/** The organizer's review of the property change named `title` in 'Alterações pendentes'. */
async function openReview(page: Page, title: string) {
  await page.goto('/area-produtor?section=stand-revisions');
  await page.getByRole('heading', { level: 1, name: 'Alterações pendentes' }).waitFor();
  await page.getByRole('button', { name: `Revisar alteração do imóvel ${title}` }).click();
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
}

describe("a stand's properties through the organizer's review", () => {
  it.each([1280, 480])(
    "an OWNER's edit waits for the organizer, who approves it side by side (%i px)",
    async (width) => {
      const { eventId, property } = await ownProperty(width);
      const oldTitle = property.title;
      const newTitle = `${oldTitle.replace(/ · .*$/, '')} · ${width}-${Date.now()}`;

      // The OWNER renames the property in the 'Imóveis' panel: it goes to the organizer.
      const owner = await openPanel(width);
      const { page, panel } = owner;
      await panel.getByRole('button', { name: `Editar ${oldTitle}` }).click();
      // The panel is named by its heading, which names the property while it is edited.
      const editor = page.getByRole('region', { name: `Editar imóvel: ${oldTitle}` });
      const form = editor.getByRole('form', { name: 'Editar Imóvel' });
      const title = form.getByRole('textbox', { name: /^Título/ });
      await expect.poll(() => title.inputValue()).toBe(oldTitle);
      await title.fill(newTitle);
      await form.getByRole('button', { name: 'Salvar alterações' }).click();
      await panel.getByText(/^Enviado para aprovação do organizador/).waitFor();
      // Its row shows the published property, with the new title awaiting the organizer.
      const row = panel.getByRole('listitem').filter({ hasText: oldTitle });
      await row.getByText(`Novo título proposto: ${newTitle}`).waitFor();
      await row.getByText('Aguardando aprovação: edição').waitFor();
      expect(await axeSerious(page)).toEqual([]);
      await row.scrollIntoViewIfNeeded();
      await viewportShot(page, `stand-properties-pending-${width}`);

      // The public page keeps the published title meanwhile.
      const visitor = await openPublicProperty(width, 'visitor', eventId, property.id);
      await visitor.page.getByRole('heading', { name: oldTitle }).waitFor();
      expect(await visitor.page.getByText(newTitle).count()).toBe(0);

      // The organizer sees the title published and proposed side by side, and approves.
      const organizer = await openAt(width, 'organizer', await signIn(producer));
      await openReview(organizer.page, newTitle);
      const change = organizer.page.getByRole('region', { name: 'Título' });
      await change.getByText(oldTitle, { exact: true }).waitFor();
      await change.getByText(newTitle, { exact: true }).waitFor();
      expect(await axeSerious(organizer.page)).toEqual([]);
      await viewportShot(organizer.page, `stand-properties-review-${width}`);
      await organizer.page.getByRole('button', { name: 'Aprovar' }).click();
      await organizer.page.getByText(`Alterações de “${newTitle}” aprovadas e publicadas.`).waitFor();

      // The public page shows the new title; the OWNER's panel shows it at once, and her
      // notifications say it is live.
      const later = await openPublicProperty(width, 'visitor-later', eventId, property.id);
      await later.page.getByRole('heading', { name: newTitle }).waitFor();
      const approved = panel.getByRole('listitem').filter({ hasText: newTitle });
      await approved.waitFor();
      await expect.poll(() => approved.getByText(/^Aguardando aprovação/).count()).toBe(0);
      await page.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ }).click();
      await page
        .getByRole('dialog', { name: 'Notificações' })
        .getByText(`A alteração do imóvel “${newTitle}” (${standTitle}) foi aprovada e já está no ar`)
        .waitFor();

      for (const { errors } of [owner, visitor, organizer, later]) expect(appErrors(errors)).toEqual([]);
    },
    60_000,
  );

  it.each([1280, 480])(
    "the organizer refuses an OWNER's removal with a reason the panel shows (%i px)",
    async (width) => {
      const { eventId, property } = await ownProperty(width);
      const reason = `O imóvel segue à venda durante o salão (${width}).`;

      // The OWNER asks for the removal.
      const owner = await openPanel(width);
      const { page, panel } = owner;
      await panel.getByRole('button', { name: `Remover ${property.title}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Remover este imóvel?' });
      await confirm.getByRole('button', { name: 'Pedir remoção' }).click();
      await panel
        .getByText(`Pedido de remoção de “${property.title}” enviado para aprovação do organizador.`)
        .waitFor();
      const row = panel.getByRole('listitem').filter({ hasText: property.title });
      await row.getByText('Aguardando aprovação: remoção').waitFor();

      // The organizer refuses it, saying why.
      const organizer = await openAt(width, 'organizer', await signIn(producer));
      await openReview(organizer.page, property.title);
      await organizer.page
        .getByText('Pedido de remoção: aprovar tira este imóvel de Rotas de Imóveis.')
        .waitFor();
      await organizer.page.getByRole('button', { name: 'Recusar' }).click();
      const dialog = organizer.page.getByRole('dialog', { name: `Recusar alterações de ${property.title}` });
      await dialog.getByRole('textbox', { name: /^Motivo/ }).fill(reason);
      await dialog.getByRole('button', { name: 'Recusar' }).click();
      await organizer.page
        .getByText(`Alterações de “${property.title}” recusadas. A equipe do estande foi avisada.`)
        .waitFor();

      // The panel says it was not removed and why; the property stays public.
      await page.reload();
      await row.getByText(`Não aprovado (remoção): ${reason}`).waitFor();
      expect(await row.getByText(/^Aguardando aprovação/).count()).toBe(0);
      expect(await axeSerious(page)).toEqual([]);
      await row.scrollIntoViewIfNeeded();
      await viewportShot(page, `stand-properties-refused-${width}`);
      const visitor = await openPublicProperty(width, 'visitor', eventId, property.id);
      await visitor.page.getByRole('heading', { name: property.title }).waitFor();

      for (const { errors } of [owner, organizer, visitor]) expect(appErrors(errors)).toEqual([]);
    },
    60_000,
  );
});
