import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, openPage, screenshot } from './browser.ts';
import { api, appErrors, codeFromMail, signIn, visitor } from './session.ts';

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
  await page.keyboard.type(await codeFromMail(email));
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

// 11:05 in São Paulo on 19/03/2027, the seeded event's second day: the demo visitor's two
// clashing sessions are on (10:30–11:30, 11:00–12:00) and the panel at 15:00 is next.
const duringTheEvent = new Date('2027-03-19T14:05:00Z');

async function axeSerious(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The demo visitor, signed in where the app keeps the token, in `language`. */
async function openAsVisitor(width: number, language: string) {
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
  await watched.page.clock.setFixedTime(duringTheEvent);
  return watched;
}

describe('reminders and what is on now in Minha agenda', () => {
  it('a member picks the reminder time, finds it after a reload, and turns on notifications from a click', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await page.clock.setFixedTime(duringTheEvent);
    await page.goto('/auth/login');
    await field(page, 'E-mail').fill(visitor.email);
    await field(page, 'Senha').fill(visitor.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL('**/event');
    const token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';

    await page.goto('/event?tab=minha-agenda');
    const now = page.getByRole('region', { name: 'Agora na sua agenda' });
    await now.getByRole('heading', { name: 'Agora' }).waitFor();
    await now.getByText('Termina em 25 min').waitFor();
    await now.getByText('Termina em 55 min').waitFor();
    expect(await now.getByRole('heading', { name: sessions[2] }).count()).toBe(1);
    await now.getByText('Começa às 15:00').waitFor();

    await page.getByRole('button', { name: 'Lembretes e avisos' }).click();
    const minutes = page.getByLabel('Avisar com antecedência de');
    const before = Number(await minutes.inputValue());
    const chosen = before === 30 ? 15 : 30;
    await minutes.selectOption(String(chosen));
    await page.getByText('Preferências salvas').waitFor();
    await expect
      .poll(async () => (await api<{ minutesBefore: number }>('/push/preferences', { token })).minutesBefore)
      .toBe(chosen);

    await page.reload();
    // The service worker runs the page now, as it does for a returning visitor.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.getByRole('button', { name: 'Lembretes e avisos' }).click();
    expect(await page.getByLabel('Avisar com antecedência de').inputValue()).toBe(String(chosen));
    expect(await page.getByRole('switch', { name: 'Lembrete antes das sessões favoritas' }).isChecked()).toBe(
      true,
    );

    // This Chromium has no push service: subscribing fails, and the app says so and carries on.
    await page.getByRole('button', { name: 'Ativar notificações neste aparelho' }).click();
    const outcome = page
      .getByText('Notificações ativadas neste aparelho')
      .or(page.getByRole('alert').filter({ hasText: 'Não foi possível ativar as notificações' }));
    await outcome.first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /neste aparelho$/ }).waitFor();
    expect(await axeSerious(page)).toEqual([]);
    await screenshot(page, 'my-agenda-reminders-1280');
    // Chromium's own log line when a private context subscribes, which the app then handles.
    const incognitoPush = /^Chrome currently does not support the Push API in incognito mode/;
    expect(appErrors(errors).filter((text) => !incognitoPush.test(text))).toEqual([]);
    await context.close();
    // Sign-in, a reload, the service worker's install and a subscribe attempt: a busy machine
    // takes this past the usual minute.
  }, 120_000);

  const words = {
    'pt-BR': {
      now: 'Agora na sua agenda',
      starts: 'Começa às 15:00',
      reminders: 'Lembretes e avisos',
      announcements: 'Anúncios do evento',
      unavailable: /não recebe notificações/,
    },
    es: {
      now: 'Ahora en tu agenda',
      starts: 'Empieza a las 15:00',
      reminders: 'Recordatorios y avisos',
      announcements: 'Anuncios del evento',
      unavailable: /no recibe notificaciones/,
    },
    en: {
      now: 'Now in your agenda',
      starts: 'Starts at 15:00',
      reminders: 'Reminders and alerts',
      announcements: 'Event announcements',
      unavailable: /cannot receive notifications/,
    },
  };
  for (const [language, text] of Object.entries(words)) {
    it(`fits the panel and the now section at 480 px (${language})`, async () => {
      const { page, context, errors } = await openAsVisitor(480, language);
      await page.goto('/minha-agenda');
      await page.getByRole('region', { name: text.now }).getByText(text.starts).waitFor();
      await page.getByRole('button', { name: text.reminders }).click();
      await page.getByRole('switch', { name: text.announcements }).waitFor();
      // Service workers are blocked in this context: the panel says this browser cannot receive them.
      await page.getByText(text.unavailable).waitFor({ timeout: 15_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeSerious(page)).toEqual([]);
      await screenshot(page, `my-agenda-reminders-480${language === 'pt-BR' ? '' : `-${language}`}`);
      expect(appErrors(errors)).toEqual([]);
      await context.close();
    });
  }
});
