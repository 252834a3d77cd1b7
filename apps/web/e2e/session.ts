import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseUrl, type chromiumForFile, openPage } from './browser.ts';

/** The seeded accounts (README's demo accounts). */
export const visitor = { email: 'visitante@vitrine.demo', password: 'visitante-2024' };
export const producer = { email: 'produtor@vitrine.demo', password: 'vitrine-demo-2024' };
/** OWNER of the demo's constructor stand, Construtora Pilar Forte. */
export const exhibitor = { email: 'expositor@vitrine.demo', password: 'expositor-2024' };
/** A real PNG the server will accept, check by content and re-encode. */
export const pngPath = new URL('../public/pwa-192.png', import.meta.url).pathname;

/** 4xx answers provoked on purpose and unreachable hosts (map tiles; no internet) are not app errors. */
export const appErrors = (errors: string[]) =>
  errors.filter(
    (text) =>
      !/^Failed to load resource: the server responded with a status of 4\d\d/.test(text) &&
      !/^Failed to load resource: net::ERR_/.test(text),
  );

/** A call to the real server's API in the served tenant, with an optional token. */
export async function api<T>(pathname: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const config = (await (await fetch(`${baseUrl()}/api/config`)).json()) as { tenant: string };
  const headers = new Headers(init.headers);
  headers.set('X-Tenant', config.tenant);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl()}/api${pathname}`, { ...init, headers });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const signIn = async (account: { email: string; password: string }) =>
  (
    await api<{ token: string }>('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: account.email, password: account.password }),
    })
  ).token;

/**
 * A spec file's `openAt(width, label, token?)`: a fresh browser of its `chromium` at `width` (kept
 * for the failure pictures as `label`), signed in with `token` when given, in Portuguese, past the
 * onboarding.
 */
export const pageOpener =
  (chromium: ReturnType<typeof chromiumForFile>) => async (width: number, label: string, token?: string) => {
    const watched = await openPage(chromium.browser, { width, height: width < 600 ? 900 : 800 });
    chromium.keep(watched.page, `${label}-${width}`);
    await watched.context.addInitScript((value) => {
      if (window.top !== window) return;
      if (value) localStorage.setItem('authToken', value);
      localStorage.setItem('language', 'pt-BR');
      sessionStorage.setItem('vitrine.onboardingSeen', '1');
    }, token ?? '');
    return watched;
  };

/** The page's serious and critical WCAG 2 A/AA violations, one line each. */
export async function axeSerious(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

interface ReceivedMail {
  to: string[];
  text: string;
  seq: number;
}

/**
 * What `pick` finds in the newest mail to `to`, waiting for it: mail goes over SMTP to the suite's
 * peer (global-setup.ts), which writes each one to DATA_DIR/smtp-peer as JSON.
 */
async function fromNewestMail(
  to: string,
  what: string,
  pick: (mail: ReceivedMail) => string | undefined,
  timeoutMs: number,
): Promise<string> {
  const folder = path.join(inject('dataDir'), 'smtp-peer');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.json'),
    );
    // Newest first; a file still being written is read again on the next turn.
    for (const name of names.sort().reverse()) {
      const mail = await readFile(path.join(folder, name), 'utf8')
        .then((text) => JSON.parse(text) as ReceivedMail)
        .catch(() => null);
      if (!mail?.to.includes(to)) continue;
      const found = pick(mail);
      if (found) return found;
      break;
    }
    if (Date.now() > deadline) throw new Error(`no ${what} mailed to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The six-digit code of the newest mail to `to`. */
export const codeFromMail = (to: string, timeoutMs = 10_000) =>
  fromNewestMail(to, 'code', (mail) => mail.text.match(/\b(\d{6})\b/)?.[1], timeoutMs);

/** The path of the stand team invitation (`/auth/convite/…`) in the newest mail to `to`. */
export const inviteLinkFromMail = (to: string, timeoutMs = 10_000) =>
  fromNewestMail(to, 'invitation', (mail) => mail.text.match(/\/auth\/convite\/[\w-]+/)?.[0], timeoutMs);

/** A new confirmed member (signed up, code confirmed from the mail): its token and id. */
export async function newMember(name: string): Promise<{ token: string; userId: number; email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@e2e.test`;
  const json = { 'Content-Type': 'application/json' };
  const registered = await api<{ token: string }>('/auth/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      login: email,
      password: 'member-pass-2024',
      confirmPassword: 'member-pass-2024',
      name,
    }),
  });
  const { userId } = JSON.parse(Buffer.from(registered.token.split('.')[1]!, 'base64url').toString()) as {
    userId: number;
  };
  const confirmed = await api<{ token: string }>(`/auth/confirm-user/${userId}`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ code: await codeFromMail(email) }),
    token: registered.token,
  });
  return { token: confirmed.token, userId, email };
}

/** `window.__xss` as the page sees it: set only if a stored payload ever ran. */
export const xssFlag = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss);

/** Records every alert/confirm/prompt the page opens (and dismisses it) for an XSS check. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Control for the XSS checks: markup put straight into the page is caught by these listeners
 * (it runs and sets `window.__xss`, or the page's CSP refuses it with a console error), so their
 * silence on stored content means the content stayed inert.
 */
export async function expectListenersCatchInjection(page: Page, errors: string[]) {
  const before = errors.length;
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img src="/x.png" onerror="window.__xss=2">'),
  );
  await expect
    .poll(
      async () =>
        (await xssFlag(page)) === 2 ||
        errors.slice(before).some((text) => /Content Security Policy/i.test(text)),
    )
    .toBe(true);
}
