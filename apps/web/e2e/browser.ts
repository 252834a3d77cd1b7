import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const screenshotDir = new URL('../../../test-results/screenshots/', import.meta.url).pathname;

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A fresh context (no storage) whose console errors and page errors are collected. */
export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    locale?: string;
    /** 'allow' for a journey that needs the app's service worker (web push). */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'pt-BR',
    // Service workers would cache across tests; journeys start from a clean slate.
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The whole page into test-results/screenshots/`name`.png; `fullPage: false` for the viewport only. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** What the visitor sees (a full-page shot would stretch a fixed modal's backdrop oddly). */
export const viewportShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

/**
 * A spec file's Chromium, shared by its tests, and a picture of every page a failed test had
 * open (those passed to `keep`), named `<file>-failed-<label>-<n>`, to see where it stopped.
 */
export function chromiumForFile(
  file: string,
  shoot: (page: Page, name: string) => Promise<unknown> = screenshot,
): { readonly browser: Browser; keep: (page: Page, label: string) => void } {
  let browser: Browser | undefined;
  const open: { page: Page; label: string }[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  afterEach(async (context) => {
    const pages = open.splice(0);
    if (context.task.result?.state !== 'fail') return;
    for (const [index, { page, label }] of pages.entries()) {
      await shoot(page, `${file}-failed-${label}-${index}`).catch(() => undefined);
    }
  });
  return {
    get browser() {
      if (!browser) throw new Error('Chromium starts in beforeAll');
      return browser;
    },
    keep: (page, label) => {
      open.push({ page, label });
    },
  };
}
