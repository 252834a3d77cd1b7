import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, openPage, screenshot } from './browser.ts';
import { appErrors, axeSerious, exhibitor, producer, signIn, visitor } from './session.ts';

// The stands' screens (the visitor's badge, the exhibitor area, the organizer's pending changes
// and the door) in Spanish and English at phone width: the journeys themselves run in Portuguese
// in badge-interest, lead-scan, stand-page and stand-team.

const chromium = chromiumForFile('stands-languages');

const words = {
  es: {
    lang: 'es',
    badge: 'Mi credencial',
    scan: 'Escanear credencial',
    contacts: 'Contactos',
    revisions: 'Cambios pendientes',
  },
  en: {
    lang: 'en',
    badge: 'My badge',
    scan: 'Scan badge',
    contacts: 'Contacts',
    revisions: 'Pending changes',
  },
};

async function openIn(language: string, token: string, label: string) {
  const watched = await openPage(chromium.browser, { width: 480, height: 900, locale: language });
  chromium.keep(watched.page, `${label}-${language}`);
  await watched.context.addInitScript(
    ({ token, language }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('language', language);
      sessionStorage.setItem('vitrine.onboardingSeen', '1');
    },
    { token, language },
  );
  return watched;
}

async function expectFitsAndReads(page: Page, lang: string, shot: string) {
  // Lazy parts (the exhibitor area's rich-text editor, pictures) settle before the page is judged.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await axeSerious(page), `axe: ${shot}`).toEqual([]);
  await screenshot(page, shot);
}

describe('the stands in Spanish and English at 480 px', () => {
  for (const [language, text] of Object.entries(words)) {
    it(`shows the badge, the exhibitor area, the pending changes and the door (${language})`, async () => {
      const visit = await openIn(language, await signIn(visitor), 'badge');
      await visit.page.goto('/meu-cracha');
      await visit.page.getByRole('heading', { name: text.badge }).first().waitFor();
      await visit.page.getByRole('img', { name: /QR/ }).waitFor();
      await expectFitsAndReads(visit.page, text.lang, `stands-badge-480-${language}`);
      expect(appErrors(visit.errors), 'badge page errors').toEqual([]);
      await visit.context.close();

      const stand = await openIn(language, await signIn(exhibitor), 'exhibitor-area');
      await stand.page.goto('/area-expositor');
      await stand.page.getByRole('region', { name: text.scan }).waitFor();
      await stand.page.getByRole('region', { name: text.contacts }).waitFor();
      await expectFitsAndReads(stand.page, text.lang, `stands-exhibitor-area-480-${language}`);
      expect(appErrors(stand.errors), 'exhibitor area errors').toEqual([]);
      await stand.context.close();

      const organizer = await openIn(language, await signIn(producer), 'producer-stands');
      await organizer.page.goto('/area-produtor?section=stand-revisions');
      await organizer.page.getByRole('heading', { level: 1, name: text.revisions }).waitFor();
      await expectFitsAndReads(organizer.page, text.lang, `stands-revisions-480-${language}`);
      await organizer.page.goto('/area-produtor/check-in');
      await organizer.page.getByRole('heading', { level: 1, name: 'Check-in' }).waitFor();
      await expectFitsAndReads(organizer.page, text.lang, `stands-checkin-480-${language}`);
      expect(appErrors(organizer.errors), 'producer area errors').toEqual([]);
      await organizer.context.close();
    }, 120_000);
  }
});
