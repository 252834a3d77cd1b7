import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, openPage, screenshot } from './browser.ts';
import { api, appErrors, codeFromOutbox } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

// Seeded sessions of 19/03: the first two overlap (10:30–11:30 and 11:00–12:00), the third does not.
const sessions = [
  'Primeiro imóvel: como planejar a entrada',
  'Oficina: os documentos do financiamento',
  'Painel: a jornada digital do comprador',
];
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function signUp(page: Page, email: string) {
  await page.goto('/auth/cadastrar');
  await field(page, 'Nome').fill('Clara Agenda');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Senha').fill('senha-segura-123');
  await field(page, 'Confirmar senha').fill('senha-segura-123');
  await page.getByRole('button', { name: 'Política de Privacidade' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.waitForURL('**/auth/code-authentication');
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
  await page.keyboard.type(await codeFromOutbox(email));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL('**/event');
}

describe('stars and Minha agenda', () => {
  for (const width of [1280, 480]) {
    it(`a guest's stars move to the new account, and Minha agenda shows the clash (${width} px)`, async () => {
      const { page, context, errors } = await openPage(browser, { width });
      const { defaultEventId } = (await (await fetch(`${baseUrl()}/api/config`)).json()) as {
        defaultEventId: number;
      };
      await page.goto('/initial');
      await page.getByRole('link', { name: 'Entrar sem cadastro' }).click();
      await page.waitForURL('**/event');
      await page.goto('/event?tab=programacao');
      await page.getByRole('button', { name: '19/03' }).click();
      for (const theme of sessions) {
        const star = page.getByRole('button', { name: `Favoritar ${theme}` });
        await star.click();
        await page.getByRole('button', { name: `Remover dos favoritos ${theme}` }).waitFor();
      }
      expect(await page.getByRole('button', { pressed: true, name: /^Remover dos favoritos/ }).count()).toBe(
        3,
      );
      await screenshot(page, `my-agenda-schedule-stars-${width}`);

      await signUp(page, `clara.${width}.${Date.now()}@example.com`);
      const token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
      await expect
        .poll(
          async () =>
            (await api<{ agenda: number[] }>(`/favorite?eventId=${defaultEventId}`, { token })).agenda.length,
        )
        .toBe(3);
      expect(
        await page.evaluate(() =>
          Object.keys(localStorage).filter((key) => key.startsWith('vitrine:stars:')),
        ),
      ).toEqual([]);

      await page.goto('/minha-agenda');
      await page.getByText(`Conflito de horário com ${sessions[1]}`).waitFor();
      await page.getByText(`Conflito de horário com ${sessions[0]}`).waitFor();
      expect(await page.getByRole('tab', { name: 'Minha agenda', selected: true }).count()).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Adicionar ao calendário' }).click();
      const address = await page.getByLabel('Endereço da sua agenda').inputValue();
      expect(address).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
      await screenshot(page, `my-agenda-${width}`);
      expect(appErrors(errors)).toEqual([]);
      await context.close();
    });
  }
});
