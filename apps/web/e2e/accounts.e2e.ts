import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, screenshot, viewportShot } from './browser.ts';
import { appErrors, codeFromMail, producer } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const password = 'senha-segura-123';

let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${sequence++}@example.com`;

/** A valid CPF (both check digits right) from nine random digits. */
function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (digits.every((digit) => digit === digits[0])) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('authToken'), name: localStorage.getItem('name') }));

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
  await page.keyboard.type(code);
}

describe('accounts', () => {
  it('(a) signs up, confirms the mailed code, lands signed in, and signs out', async () => {
    const { page, context, errors } = await openPage(browser);
    const email = uniqueEmail('ana');
    await page.goto('/auth/cadastrar');
    await field(page, 'Nome').fill('Ana Cadastro');
    await field(page, 'E-mail').fill(email);
    await field(page, 'Senha').fill(password);
    await field(page, 'Confirmar senha').fill('outra-senha-123');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('As senhas não coincidem.');

    await field(page, 'Confirmar senha').fill(password);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Por favor, aceite os termos.');
    await screenshot(page, 'accounts-register-1280');

    await page.getByRole('button', { name: 'Política de Privacidade' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Cadastrar' }).click();

    await page.waitForURL('**/auth/code-authentication');
    await page.getByText(`a caminho de ${email}`).waitFor();
    await screenshot(page, 'accounts-code-1280');
    await typeCode(page, await codeFromMail(email));
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await page.waitForURL('**/event');
    const account = page.getByRole('button', { name: 'Menu da conta de Ana Cadastro' });
    await account.waitFor();
    expect(await account.textContent()).toContain('AN');
    expect(await storedSession(page)).toMatchObject({ name: 'Ana Cadastro' });

    await account.click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/initial');
    expect(await storedSession(page)).toEqual({ token: null, name: null });
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('(b) logs the producer in after a wrong password, with the producer area', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Por favor, preencha o email e a senha.',
    );
    await field(page, 'E-mail').fill(producer.email);
    await field(page, 'Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('alert').getByText('Senha incorreta, Tente novamente!').waitFor();
    await screenshot(page, 'accounts-login-error-1280');

    await field(page, 'Senha').fill(producer.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL('**/event');
    await page.getByRole('link', { name: 'Área do produtor' }).waitFor();
    expect(await storedSession(page)).toMatchObject({ name: expect.any(String), token: expect.any(String) });
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('(c) enters as a guest from the onboarding', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/initial');
    await page.getByRole('link', { name: 'Entrar sem cadastro' }).click();
    await page.waitForURL('**/event');
    await page.getByText('Você está navegando como convidado.', { exact: false }).waitFor();
    expect((await storedSession(page)).token).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('(d) logs in in English', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/auth/login');
    await page.getByLabel('Idioma').selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Please fill in the email and the password.',
    );
    await field(page, 'Email').fill(producer.email);
    await field(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('alert').getByText('Wrong password, please try again!').waitFor();
    await field(page, 'Password').fill(producer.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/event');
    await page.getByRole('link', { name: 'Producer area' }).waitFor();
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('(e) signs in with Google through the provider and back', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Entrar com Google' }).click();
    await page.waitForURL('**/event', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Menu da conta de Gabriela Google' }).waitFor();
    expect(await storedSession(page)).toMatchObject({ name: 'Gabriela Google' });
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('(f) creates an account with a CPF in the event page modal and confirms it there', async () => {
    const { page, context, errors } = await openPage(browser);
    const email = uniqueEmail('bruno');
    await page.goto('/auth/login/guest');
    await page.waitForURL('**/event');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar conta' });
    await dialog.waitFor();

    await field(page, 'Nome').fill('Bruno Modal');
    await field(page, 'CPF').fill('111.111.111-11');
    await field(page, 'E-mail').fill(email);
    await field(page, 'Senha').fill(password);
    await field(page, 'Confirmar senha').fill(password);
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    await dialog.getByRole('alert').getByText('CPF inválido.').waitFor();
    await viewportShot(page, 'accounts-modal-register-1280');

    await field(page, 'CPF').fill(randomCpf());
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    const created = page.getByRole('dialog', { name: 'Conta Criada!' });
    await created.waitFor();
    await viewportShot(page, 'accounts-modal-created-1280');
    await typeCode(page, await codeFromMail(email));
    await created.getByRole('button', { name: 'Confirmar' }).click();

    await created.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Menu da conta de Bruno Modal' }).waitFor();
    expect(await page.getByText('Você está navegando como convidado.', { exact: false }).count()).toBe(0);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('fits a 480 px phone: login, register, code page and the modal', async () => {
    const { page, context, errors } = await openPage(browser, { width: 480, height: 900 });
    await page.goto('/auth/login');
    await field(page, 'E-mail').waitFor();
    await expectNoOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'accounts-login-480');

    await page.goto('/auth/cadastrar');
    await field(page, 'Confirmar senha').waitFor();
    await expectNoOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'accounts-register-480');

    const email = uniqueEmail('carla');
    await field(page, 'Nome').fill('Carla Celular');
    await field(page, 'E-mail').fill(email);
    await field(page, 'Senha').fill(password);
    await field(page, 'Confirmar senha').fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL('**/auth/code-authentication');
    await typeCode(page, '000000');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('alert').getByText('Código incorreto. Restam 4 tentativas.').waitFor();
    await expectNoOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'accounts-code-480');

    await page.goto('/auth/login/guest');
    await page.waitForURL('**/event');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoOverflow(page);
    await viewportShot(page, 'accounts-event-guest-480');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await dialog.getByRole('alert').waitFor();
    await expectNoOverflow(page);
    await viewportShot(page, 'accounts-modal-login-480');
    await dialog.getByRole('button', { name: 'Cadastre-se' }).click();
    await page.getByRole('dialog', { name: 'Criar conta' }).waitFor();
    await viewportShot(page, 'accounts-modal-register-480');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('sends the contact form from /auth/fale-conosco', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/auth/fale-conosco');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Assunto é obrigatório.').waitFor();
    await field(page, 'Nome').fill('Diego Contato');
    await field(page, 'E-mail').fill(uniqueEmail('diego'));
    await field(page, 'Assunto').fill('Credenciamento');
    await field(page, 'Mensagem').fill('Onde retiro a credencial?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Sua solicitação foi enviada com sucesso.').waitFor();
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('ends a revoked session on the next call and says so', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/auth/login/guest');
    await page.waitForURL('**/event');
    const token = (await storedSession(page)).token;
    // Leave the app first: a call the event page still had in flight would otherwise meet the
    // revoked token on the old page, which ends the session there before the reload below.
    await page.goto('about:blank');
    // Revoke it behind the app's back, as another device signing out would.
    const response = await page.request.post('/api/auth/logout', {
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant': 'demo' },
    });
    expect(response.status()).toBe(204);
    // The event page is open to anyone (shared links): the visitor stays on it, signed out.
    await page.goto('/event');
    await page.getByText('Sua sessão expirou. Entre novamente para continuar.').waitFor();
    expect(await storedSession(page)).toEqual({ token: null, name: null });
    expect(new URL(page.url()).pathname).toBe('/event');
    await page.getByRole('button', { name: 'Entrar', exact: true }).first().waitFor();
    await context.close();
  });
});
