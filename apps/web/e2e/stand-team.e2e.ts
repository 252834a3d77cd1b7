import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, viewportShot } from './browser.ts';
import {
  api,
  appErrors,
  axeSerious,
  codeFromMail,
  inviteLinkFromMail,
  pageOpener,
  producer,
  signIn,
} from './session.ts';

// A failed journey leaves a picture of every page it had open, to see where it stopped.
const chromium = chromiumForFile('stand-team');

const openAt = pageOpener(chromium);

/** The stands of the demo's featured event, as the producer area lists them. */
async function demoStands() {
  const { defaultEventId } = await api<{ defaultEventId: number }>('/config');
  const groups = await api<Record<string, { id: number; title: string }[]>>(
    `/exhibitor/findByEvent/${defaultEventId}`,
  );
  return { eventId: defaultEventId, stands: Object.values(groups).flat() };
}

/** A confirmed account made through the API: sign-up, then the mailed code. */
async function confirmedAccount(name: string, email: string, password: string) {
  const json = { 'Content-Type': 'application/json' };
  const { token } = await api<{ token: string }>('/auth/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name, login: email, password, confirmPassword: password }),
  });
  const { userId } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    userId: number;
  };
  await api(`/auth/confirm-user/${userId}`, {
    method: 'PATCH',
    headers: json,
    token,
    body: JSON.stringify({ code: await codeFromMail(email) }),
  });
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

describe('stand teams', () => {
  it.each([1280, 480])(
    'the organizer invites an OWNER, who joins by the mailed link and invites STAFF (%i px)',
    async (width) => {
      const stamp = `${width}-${Date.now()}`;
      const ownerEmail = `dona-${stamp}@estande.test`;
      const staffEmail = `equipe-${stamp}@estande.test`;
      const { eventId, stands } = await demoStands();
      // Each width its own stand, so the runs do not meet.
      const stand = stands[width === 1280 ? 0 : 1];
      if (!stand) throw new Error('the demo event has fewer than two stands');

      // The organizer opens the stand's team from Meus Eventos and invites an OWNER.
      const organizer = await openAt(width, 'organizer', await signIn(producer));
      await organizer.page.goto(`/area-produtor?section=my-events&event=${eventId}`);
      await organizer.page.getByRole('button', { name: `Equipe do estande ${stand.title}` }).click();
      const dialog = organizer.page.getByRole('dialog', { name: `Equipe do estande ${stand.title}` });
      await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(ownerEmail);
      await dialog.getByRole('combobox', { name: 'Função' }).selectOption({ label: 'Responsável' });
      await dialog.getByRole('button', { name: 'Enviar convite' }).click();
      await dialog.getByText(`Convite enviado para ${ownerEmail}. O link vale por 7 dias.`).waitFor();
      await dialog.getByRole('button', { name: `Cancelar o convite de ${ownerEmail}` }).waitFor();
      expect(await axeSerious(organizer.page)).toEqual([]);
      await viewportShot(organizer.page, `stand-team-producer-${width}`);

      // The invitee follows the mailed link, makes the account and lands in the exhibitor area.
      const link = await inviteLinkFromMail(ownerEmail);
      const invitee = await openAt(width, 'invitee');
      const { page } = invitee;
      await page.goto(link);
      await heading(page, `Convite para a equipe do estande ${stand.title}`).waitFor();
      await page.getByText(ownerEmail, { exact: true }).waitFor();
      expect(await axeSerious(page)).toEqual([]);
      await viewportShot(page, `stand-team-invite-${width}`);
      await page.getByLabel(/^Nome/).fill('Dora Dona');
      await page.getByLabel(/^Senha/).fill('senha-da-dora');
      await page.getByLabel(/^Confirmar senha/).fill('senha-da-dora');
      await page.getByRole('button', { name: 'Criar conta e aceitar' }).click();
      await page.waitForURL(`**/area-expositor?stand=${stand.id}`);
      await heading(page, stand.title).waitFor();
      await page
        .getByText(`Convite aceito! Agora você faz parte da equipe do estande ${stand.title}.`)
        .waitFor();
      await page.getByRole('listitem').filter({ hasText: 'Dora Dona (você)' }).waitFor();
      await page.getByRole('link', { name: 'Ver página pública' }).waitFor();

      // As OWNER she invites STAFF only.
      const role = page.getByRole('combobox', { name: 'Função' });
      expect(await role.locator('option').allTextContents()).toEqual(['Equipe']);
      await page.getByRole('textbox', { name: /^E-mail/ }).fill(staffEmail);
      await page.getByRole('button', { name: 'Enviar convite' }).click();
      await page.getByText(`Convite enviado para ${staffEmail}. O link vale por 7 dias.`).waitFor();
      expect(await axeSerious(page)).toEqual([]);
      await viewportShot(page, `stand-team-area-${width}`);

      // The organizer's panel shows her on the team now.
      await organizer.page.reload();
      await organizer.page.getByRole('button', { name: `Equipe do estande ${stand.title}` }).click();
      await dialog.getByText('Dora Dona', { exact: true }).waitFor();

      // A used link says so.
      await page.goto(link);
      await heading(page, 'Este convite já foi usado').waitFor();
      await page.getByRole('link', { name: 'Voltar ao início' }).waitFor();
      expect(await axeSerious(page)).toEqual([]);
      await viewportShot(page, `stand-team-invite-used-${width}`);

      // She withdraws the STAFF invitation: its link then says it was cancelled.
      const staffLink = await inviteLinkFromMail(staffEmail);
      await page.getByRole('link', { name: 'Ir para a área do expositor' }).click();
      await page.getByRole('button', { name: `Cancelar o convite de ${staffEmail}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancelar este convite?' });
      await confirm.getByRole('button', { name: 'Cancelar convite' }).click();
      await page.getByText(`Convite para ${staffEmail} cancelado.`).waitFor();
      // The withdrawn row is gone; the keyboard waits on the list's heading.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Convites pendentes');
      await page.goto(staffLink);
      await heading(page, 'Este convite foi cancelado').waitFor();

      // The account menu leads back to the exhibitor area.
      await page.goto('/event');
      await page.getByRole('button', { name: 'Menu da conta de Dora Dona' }).click();
      await page.getByRole('menuitem', { name: 'Área do expositor' }).click();
      await page.waitForURL('**/area-expositor');
      await heading(page, stand.title).waitFor();

      expect(appErrors(organizer.errors)).toEqual([]);
      expect(appErrors(invitee.errors)).toEqual([]);
    },
    120_000,
  );

  it('someone who has an account signs in from the invitation and accepts it', async () => {
    const email = `conta-${Date.now()}@estande.test`;
    await confirmedAccount('Caio Conta', email, 'senha-do-caio');
    const { stands } = await demoStands();
    const stand = stands[2] ?? stands[0]!;
    await api(`/exhibitor/${stand.id}/members`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      token: await signIn(producer),
      body: JSON.stringify({ email, role: 'STAFF' }),
    });

    const { page, errors } = await openAt(1280, 'existing');
    await page.goto(await inviteLinkFromMail(email));
    await page.getByText(`Já existe uma conta com ${email}.`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Entrar para aceitar' }).click();
    const modal = page.getByRole('dialog', { name: 'Entrar' });
    await modal.getByLabel(/^E-mail/).fill(email);
    await modal.getByLabel(/^Senha/).fill('senha-do-caio');
    await modal.getByRole('button', { name: 'Entrar', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText(`Você entrou como ${email}.`).waitFor();
    await page.getByRole('button', { name: 'Aceitar convite' }).click();
    await page.waitForURL(`**/area-expositor?stand=${stand.id}`);
    await heading(page, stand.title).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Caio Conta (você)' }).waitFor();
    expect(appErrors(errors)).toEqual([]);
  });
});
