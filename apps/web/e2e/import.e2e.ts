import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, screenshot } from './browser.ts';
import { api, appErrors, axeSerious, pageOpener, producer, signIn } from './session.ts';

// A failed journey leaves a picture of every page it had open, to see where it stopped.
const chromium = chromiumForFile('import');
const openAt = pageOpener(chromium);

/** Names unique to this run: the suite's server is shared, and an import matches speakers by name. */
const run = Date.now().toString(36);
const ana = `Ana Importada ${run}`;
const bruno = `Bruno Importado ${run}`;
const csv = (rows: string[][]) => Buffer.from(`\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`);

/** Speakers with 3 bad rows: a name past 200 characters (row 3), a repeated name (4), no name (5). */
const badFile = csv([
  ['Nome', 'Empresa', 'Cargo'],
  [ana, 'Horizonte', 'Diretora'],
  ['X'.repeat(201), 'Longa', ''],
  [ana, 'Outra', ''],
  ['', 'Sem nome', 'Gerente'],
  [bruno, 'Jardins', 'Arquiteto'],
]);
const cleanFile = csv([
  ['Nome', 'Empresa', 'Cargo'],
  [ana, 'Horizonte', 'Diretora'],
  [bruno, 'Jardins', 'Arquiteto'],
]);

async function previewSpeakers(page: Page, file: Buffer, name: string) {
  await page.getByLabel('O que importar').selectOption({ label: 'Palestrantes' });
  await page
    .getByLabel('Planilha', { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  return page.getByRole('table', { name: `Linhas de ${name}` });
}

describe('spreadsheet import', () => {
  it('flags exactly the bad rows of a file, then imports the fixed one', async () => {
    const token = await signIn(producer);
    const { defaultEventId: eventId } = await api<{ defaultEventId: number }>('/config');
    let last: Page | undefined;
    for (const width of [1280, 480]) {
      const { page, errors } = await openAt(width, 'import', token);
      await page.goto(`/area-produtor?section=import-export&event=${eventId}`);
      await page.getByRole('heading', { level: 1, name: 'Importar e exportar' }).waitFor();

      const table = await previewSpeakers(page, badFile, `palestrantes-${width}.csv`);
      await table.waitFor();
      const counts = page.getByRole('status').filter({ hasText: 'com erro' });
      await expect.poll(() => counts.textContent()).toContain('3 com erro');
      expect(await counts.textContent()).toContain('2 a criar');

      // Rows with errors come first: exactly rows 3, 4 and 5, each with its reason in words.
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(5);
      const flagged = rows.filter({ has: page.locator('li') });
      expect(await flagged.count()).toBe(3);
      expect(await flagged.locator('td:first-child').allTextContents()).toEqual(['3', '4', '5']);
      expect(await flagged.nth(0).textContent()).toContain(
        'Nome: Texto longo demais (máximo 200 caracteres)',
      );
      expect(await flagged.nth(1).textContent()).toContain('Nome: Repetido na linha 2 da planilha');
      expect(await flagged.nth(2).textContent()).toContain('Nome: Preencha este campo');
      expect(await page.getByRole('button', { name: 'Importar 2 linhas' }).isDisabled()).toBe(true);

      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      expect(await axeSerious(page)).toEqual([]);
      await screenshot(page, `import-preview-errors-${width}`);
      expect(appErrors(errors)).toEqual([]);
      last = page;
    }

    const page = last!;
    const table = await previewSpeakers(page, cleanFile, 'palestrantes-corrigido.csv');
    await table.waitFor();
    const importButton = page.getByRole('button', { name: 'Importar 2 linhas' });
    await expect.poll(() => importButton.isEnabled()).toBe(true);
    await importButton.click();
    await page.getByText('Importação concluída. Criados: 2 · Atualizados: 0.').waitFor();
    await page.getByRole('link', { name: 'Ver Palestrantes em Meus Eventos' }).waitFor();
    expect(await axeSerious(page)).toEqual([]);
    // From the top: a full-page picture of a scrolled page draws the sticky top bar mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'import-done-480');

    const speakers = await api<{ name: string }[]>(`/speaker/findByEvent/${eventId}`);
    expect(speakers.map((speaker) => speaker.name)).toEqual(expect.arrayContaining([ana, bruno]));
  });
});
