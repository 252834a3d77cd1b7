import AxeBuilder from '@axe-core/playwright';
import type { Badge, Consent, Property } from '@vitrine/contract';
import { formatBadgeCode, pagePaths } from '@vitrine/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, chromiumForFile, openPage, screenshot, viewportShot } from './browser.ts';
import { api, appErrors, signIn, visitor } from './session.ts';

const chromium = chromiumForFile('badge-interest');

// A seeded property of the default event and the stand that shows it.
const propertyTitle = 'Aurora Vila Mariana';
const standTitle = 'Aurora Incorporadora';

async function seededProperty(): Promise<{ path: string; property: Property }> {
  const { defaultEventId } = (await (await fetch(`${baseUrl()}/api/config`)).json()) as {
    defaultEventId: number;
  };
  const groups = await api<Record<string, Property[]>>(`/routeImmobile/event/${defaultEventId}`);
  const property = Object.values(groups)
    .flat()
    .find((item) => item.title === propertyTitle);
  if (!property) throw new Error(`no property '${propertyTitle}' in the seed`);
  return { path: pagePaths.property(defaultEventId, property.id), property };
}

/** The visitor starts with no stand holding their contact, whatever an earlier run left. */
async function withdrawAll(token: string) {
  for (const consent of await api<Consent[]>('/consent', { token })) {
    await api(`/consent/${consent.exhibitorId}`, { method: 'DELETE', token });
  }
}

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);
const patiently = { timeout: 20_000, interval: 250 };

async function expectAccessible(page: Page) {
  // The map's attribution (Leaflet's own control, on the property detail) is not this journey's.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('.leaflet-control-attribution')
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const noOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

describe('the badge, Tenho interesse and Quem tem meus dados', () => {
  for (const width of [1280, 480]) {
    it(`shows the badge offline, shares the contact with consent and withdraws it (${width} px)`, async () => {
      const token = await signIn(visitor);
      await withdrawAll(token);
      const badge = await api<Badge>('/badge', { token });
      const code = formatBadgeCode(badge.code);
      const { path } = await seededProperty();

      const { page, context, errors } = await openPage(chromium.browser, { width, serviceWorkers: 'allow' });
      chromium.keep(page, `badge-${width}`);
      await context.addInitScript((value) => {
        if (sessionStorage.getItem('signed-in')) return;
        sessionStorage.setItem('signed-in', '1');
        localStorage.setItem('authToken', value);
      }, token);

      // 'Meu crachá' from the account menu.
      await page.goto('/event');
      await page.getByRole('button', { name: /^Menu da conta de/ }).click();
      await page.getByRole('menuitem', { name: 'Meu crachá' }).click();
      await page.waitForURL('**/meu-cracha');
      const qr = page.getByRole('img', { name: `QR code do seu crachá, código ${code}` });
      await qr.waitFor();
      await page.getByText(code, { exact: true }).waitFor();
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(240);
      await expectAccessible(page);
      await noOverflow(page);
      await screenshot(page, `badge-${width}`);

      // Seen once, it opens without network: the worker keeps the visitor's badge.
      await controlled(page);
      await expect
        .poll(
          () =>
            page.evaluate(async () =>
              (await (await caches.open('vitrine-api-personal')).keys()).some((request) =>
                new URL(request.url).pathname.endsWith('/api/badge'),
              ),
            ),
          patiently,
        )
        .toBe(true);
      await context.setOffline(true);
      await page.reload();
      await qr.waitFor();
      await page.getByText(code, { exact: true }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^Sem conexão/ })
        .waitFor();
      await viewportShot(page, `badge-offline-${width}`);
      await context.setOffline(false);

      // 'Tenho interesse': nothing goes without the consent.
      await page.goto(path);
      await page.getByRole('heading', { name: propertyTitle }).waitFor();
      await page.getByRole('button', { name: 'Tenho interesse' }).click();
      const dialog = page.getByRole('dialog', { name: `Tenho interesse em ${propertyTitle}` });
      const consent = dialog.getByRole('checkbox', {
        name: `Aceito compartilhar meu nome, e-mail e telefone com ${standTitle} para que entre em contato comigo.`,
      });
      await consent.waitFor();
      await dialog.getByLabel('Mensagem (opcional)').fill('Quero saber as condições de pagamento.');
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await dialog.getByText('Marque a caixa para enviar').waitFor();
      expect(await api<Consent[]>('/consent', { token })).toEqual([]);
      await expectAccessible(page);
      await viewportShot(page, `interest-dialog-${width}`);
      await consent.check();
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await dialog.getByText(`Enviado! ${standTitle} vai entrar em contato.`).waitFor();
      await viewportShot(page, `interest-sent-${width}`);
      await dialog.getByRole('button', { name: 'Fechar' }).first().click();

      // The stand is in 'Quem tem meus dados', then withdrawn.
      await page.goto('/meus-dados');
      const list = page.getByRole('list', { name: 'Estandes com seu contato' });
      const item = list.getByRole('listitem').filter({ hasText: standTitle });
      await item.getByText(/Interesse em imóvel/).waitFor();
      await expectAccessible(page);
      await noOverflow(page);
      await screenshot(page, `my-data-${width}`);
      await page.getByRole('button', { name: `Retirar consentimento de ${standTitle}` }).click();
      const confirm = page.getByRole('dialog', { name: `Retirar o consentimento de ${standTitle}?` });
      await confirm.getByText(/contagem anônima/).waitFor();
      await viewportShot(page, `my-data-withdraw-${width}`);
      await confirm.getByRole('button', { name: 'Retirar consentimento' }).click();
      await page.getByText(`${standTitle} não tem mais seus dados.`).waitFor();
      await page.getByRole('heading', { name: 'Nenhum estande tem seus dados' }).waitFor();
      expect(await api<Consent[]>('/consent', { token })).toEqual([]);
      expect(appErrors(errors)).toEqual([]);
      await context.close();
    });
  }

  it('sends an anonymous visitor to sign in, back on the same property with the dialog open', async () => {
    const token = await signIn(visitor);
    await withdrawAll(token);
    const { path } = await seededProperty();
    const { page, context, errors } = await openPage(chromium.browser, { width: 480 });
    chromium.keep(page, 'anonymous');
    await page.goto(path);
    await page.getByRole('heading', { name: propertyTitle }).waitFor();
    await page.getByRole('button', { name: 'Tenho interesse' }).click();
    const signInDialog = page.getByRole('dialog', { name: 'Entrar' });
    await signInDialog.getByLabel(/^E-mail/).fill(visitor.email);
    await signInDialog.getByLabel(/^Senha/).fill(visitor.password);
    await signInDialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('dialog', { name: `Tenho interesse em ${propertyTitle}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    await viewportShot(page, 'interest-after-sign-in-480');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
