import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, openPage, screenshot } from './browser.ts';
import {
  api,
  appErrors,
  expectListenersCatchInjection,
  pngPath,
  producer,
  signIn,
  visitor,
  watchDialogs,
  xssFlag,
} from './session.ts';

// The producer fills every form of an event's content, and it all reaches the public page;
// then stored XSS payloads in that content stay inert for visitors.

const chromium = chromiumForFile('producer-content');

async function openSignedIn(token: string, label: string) {
  const watched = await openPage(chromium.browser);
  chromium.keep(watched.page, label);
  await watched.context.addInitScript((value) => {
    if (window.top !== window) return;
    localStorage.setItem('authToken', value);
    localStorage.setItem('language', 'pt-BR');
    sessionStorage.setItem('vitrine.onboardingSeen', '1');
  }, token);
  return watched;
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
};

/** Types into a lazy rich-text editor found by its label. */
async function typeRich(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, text: string) {
  await scope.getByLabel(label).click();
  await page.keyboard.type(text);
}

/** 'Descrição' without matching 'Descrição curta'. */
const descriptionLabel = /^Descrição(?! curta)/;

describe('producer content reaches the public page', () => {
  it('creates an event, exhibitor, property, speaker and agenda item that show on /event/:id', async () => {
    const stamp = Date.now();
    const names = {
      event: `Salão Morar ${stamp}`,
      exhibitor: `Construtora Aurora ${stamp}`,
      category: `Construtoras ${stamp}`,
      property: `Residencial Ipê ${stamp}`,
      speaker: `Marina Souza ${stamp}`,
      agenda: `Tendências do mercado ${stamp}`,
    };
    const token = await signIn(producer);
    const { page, errors, context } = await openSignedIn(token, 'producer');

    // The event, through 'Criar Evento'.
    await page.goto('/area-produtor?section=create-event');
    const eventForm = page.getByRole('form', { name: 'Criar Evento' });
    await eventForm.waitFor();
    await eventForm.getByLabel(/^Título/).fill(names.event);
    await eventForm.getByLabel(/^Local/).fill('Pavilhão Azul');
    await eventForm.getByLabel(/^Data de início/).fill('10/06/2027');
    await eventForm.getByLabel(/^Data de término/).fill('11/06/2027');
    await eventForm.getByLabel(/^Horário de início/).fill('09:00');
    await eventForm.getByLabel(/^Horário de término/).fill('18:00');
    await typeRich(page, eventForm, descriptionLabel, 'Dois dias de imóveis.');
    await eventForm.getByLabel(/^Rua/).fill('Avenida Brasil');
    await eventForm.getByLabel(/^Cidade/).fill('São Paulo');
    await eventForm.getByLabel(/^Estado/).fill('SP');
    await eventForm.getByLabel(/^CEP/).fill('01430-000');
    await eventForm.getByLabel('Foto de capa', { exact: true }).setInputFiles(pngPath);
    await eventForm.getByLabel('Foto de perfil').setInputFiles(pngPath);
    await eventForm.getByRole('button', { name: 'Criar evento' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meus Eventos' }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 2, name: names.event }).waitFor();
    const eventId = Number(new URL(page.url()).searchParams.get('event'));
    expect(eventId).toBeGreaterThan(0);

    try {
      // The exhibitor, with a profile picture.
      await page.getByRole('button', { name: 'Adicionar expositor' }).click();
      const exhibitorDialog = page.getByRole('dialog', { name: 'Criar Expositor' });
      await exhibitorDialog.getByLabel(/^Título/).fill(names.exhibitor);
      await exhibitorDialog.getByLabel(/^Descrição curta/).fill('Alto padrão na zona sul');
      await exhibitorDialog.getByLabel(/^Categoria/).fill(names.category);
      await exhibitorDialog.getByLabel(/^Cota/).selectOption('6');
      await typeRich(page, exhibitorDialog, descriptionLabel, 'Apartamentos prontos para morar.');
      await exhibitorDialog.getByLabel('Foto de perfil').setInputFiles(pngPath);
      await exhibitorDialog.getByRole('button', { name: 'Criar expositor' }).click();
      await exhibitorDialog.waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByRole('main').getByText(names.exhibitor).first().waitFor();

      // The property under that exhibitor, with an image.
      await page.getByRole('button', { name: 'Adicionar imóvel' }).click();
      const propertyDialog = page.getByRole('dialog', { name: 'Criar Imóvel' });
      const owner = propertyDialog.getByLabel(/^Expositor responsável/);
      await owner.locator('option', { hasText: names.exhibitor }).waitFor({ state: 'attached' });
      await owner.selectOption({ label: names.exhibitor });
      await propertyDialog.getByLabel(/^Título/).fill(names.property);
      await propertyDialog.getByLabel(/^Status/).selectOption('1');
      await propertyDialog.getByLabel(/^Quartos/).fill('3');
      await propertyDialog.getByLabel(/^Suítes/).fill('1');
      await propertyDialog.getByLabel(/^Área/).fill('85');
      await typeRich(page, propertyDialog, descriptionLabel, 'Varanda gourmet e lazer completo.');
      await propertyDialog.getByLabel('Imagens do imóvel').setInputFiles(pngPath);
      await propertyDialog.getByLabel(/^Rua/).fill('Rua das Flores');
      await propertyDialog.getByLabel(/^Cidade/).fill('São Paulo');
      await propertyDialog.getByLabel(/^Estado/).fill('SP');
      await propertyDialog.getByLabel(/^CEP/).fill('04000-000');
      await propertyDialog.getByRole('button', { name: 'Criar imóvel' }).click();
      await propertyDialog.waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByRole('main').getByText(names.property).first().waitFor();

      // The speaker.
      await page.getByRole('button', { name: 'Adicionar palestrante' }).click();
      const speakerDialog = page.getByRole('dialog', { name: 'Adicionar palestrante' });
      await speakerDialog.getByLabel(/^Nome/).fill(names.speaker);
      await speakerDialog.getByLabel(/^Empresa/).fill('Aurora S.A.');
      await speakerDialog.getByRole('button', { name: 'Cadastrar palestrante' }).click();
      await speakerDialog.waitFor({ state: 'detached', timeout: 20_000 });
      await page.getByRole('main').getByText(names.speaker).first().waitFor();

      // The agenda item, with that speaker.
      await page.getByRole('button', { name: 'Adicionar item da programação' }).click();
      const agendaDialog = page.getByRole('dialog', { name: 'Adicionar item da programação' });
      await agendaDialog.getByLabel(/^Tema/).fill(names.agenda);
      await agendaDialog.getByLabel(/^Data/).fill('10/06/2027');
      await agendaDialog.getByLabel(/^Horário de início/).fill('10:00');
      await agendaDialog.getByLabel(/^Horário de término/).fill('11:00');
      await agendaDialog.getByRole('checkbox', { name: new RegExp(names.speaker) }).check();
      await agendaDialog.getByRole('button', { name: 'Adicionar à programação' }).click();
      await agendaDialog.waitFor({ state: 'detached', timeout: 20_000 });
      await page.getByRole('main').getByText(names.agenda).first().waitFor();
      await screenshot(page, 'producer-content-my-event-1280');

      // The public page shows each of them.
      await page.getByRole('link', { name: 'Ver página pública' }).click();
      await page.waitForURL(`**/event/${eventId}`);
      await page.getByRole('heading', { level: 1, name: names.event }).waitFor();

      // The uploaded pictures are stored and load for real on the public page.
      const groups = await api<
        Record<string, { id: number; title: string; profilePicture: string | null }[]>
      >(`/exhibitor/findByEvent/${eventId}`);
      const savedExhibitor = Object.values(groups)
        .flat()
        .find((one) => one.title === names.exhibitor);
      expect(savedExhibitor?.profilePicture).toMatch(/^\/api\/media\//);
      const routes = await api<Record<string, { title: string; images: string[] }[]>>(
        `/routeImmobile/event/${eventId}`,
      );
      const savedProperty = routes[names.exhibitor]?.find((one) => one.title === names.property);
      expect(savedProperty?.images).toHaveLength(1);

      await openTab(page, 'Expositores');
      const card = page
        .getByRole('region', { name: names.category })
        .getByRole('link', { name: new RegExp(names.exhibitor) });
      await card.waitFor();
      const picture = card.locator(`img[src="${savedExhibitor?.profilePicture}"]`);
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      await openTab(page, 'Rotas de Imóveis');
      await page.getByRole('button', { name: names.exhibitor }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${names.property}`) }).click();
      await page.getByRole('heading', { name: names.property }).waitFor();
      await page.getByText('Varanda gourmet e lazer completo.').waitFor();
      const photo = page.locator(`img[src="${savedProperty?.images[0]}"]`).first();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Voltar às rotas' }).click();

      await openTab(page, 'Palestrantes');
      await page.getByRole('button', { name: new RegExp(`^${names.speaker}`) }).waitFor();

      await openTab(page, 'Programação');
      const item = page.locator('li, article').filter({
        has: page.getByRole('heading', { name: names.agenda }),
      });
      await item.first().waitFor();
      await item.first().getByText(names.speaker).waitFor();
      await screenshot(page, 'producer-content-public-schedule-1280');

      expect(appErrors(errors)).toEqual([]);
      // Leave the demo tenant as the other journeys expect it: the event goes with all it holds.
      await api(`/event/${eventId}`, { method: 'DELETE', token });
      await expect(api(`/event/${eventId}`)).rejects.toThrow(/404/);
      await expect(api(`/exhibitor/${savedExhibitor?.id}`)).rejects.toThrow(/404/);
    } finally {
      // After a failure, a best effort: the assertion that failed is the one to report.
      await api(`/event/${eventId}`, { method: 'DELETE', token }).catch(() => undefined);
      await context.close();
    }
  });
});

/** Payloads whose only effect, if any ran, would be to set window.__xss or open a dialog. */
const payloads = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<p><a href="javascript:window.__xss=1">clique</a></p>',
  '<svg onload="window.__xss=1"></svg>',
  '<img src=x onerror="alert(1)">',
  '<p onmouseover="window.__xss=1">passe o mouse</p>',
].join('');

describe('stored XSS on the public pages', () => {
  it('keeps payloads in descriptions and posts inert', async () => {
    const stamp = Date.now();
    const adminToken = await signIn(producer);
    const safe = { event: `Texto seguro do evento ${stamp}`, sponsor: `Patrocínio seguro ${stamp}` };
    const eventRequest = {
      title: `Feira Segura ${stamp}`,
      description: `<p>${safe.event}</p>${payloads}`,
      aboutSponsor: `<p>${safe.sponsor}</p>${payloads}`,
      local: 'Expo Center Norte',
      capacity: 100,
      dateStart: '18/03/2027',
      dateEnd: '20/03/2027',
      timeStart: '09:00',
      timeEnd: '18:00',
      address: { road: 'Rua A', number: '1', city: 'São Paulo', state: 'SP', zipCode: '02055-000' },
    };
    const event = await api<{ id: number }>(
      `/event?request=${encodeURIComponent(JSON.stringify(eventRequest))}`,
      { method: 'POST', body: new FormData(), token: adminToken },
    );
    try {
      const exhibitorForm = new FormData();
      const exhibitorTitle = `Estande Seguro ${stamp}`;
      exhibitorForm.append(
        'exhibitorRequest',
        JSON.stringify({
          idEvent: event.id,
          title: exhibitorTitle,
          description: `<p>Descrição segura ${stamp}</p>${payloads}`,
          shortDescription: 'Sem scripts aqui',
          category: 'Construtoras',
          sponsor: true,
          aboutSponsor: `<p>Sobre seguro ${stamp}</p>${payloads}`,
          quota: 3,
        }),
      );
      const exhibitor = await api<{ id: number }>('/exhibitor', {
        method: 'POST',
        body: exhibitorForm,
        token: adminToken,
      });

      // A member's post carrying a payload, approved so every visitor sees it in the feed.
      const postForm = new FormData();
      postForm.append('files', new Blob([await readFile(pngPath)], { type: 'image/png' }), 'stand.png');
      const postText = `Post seguro ${stamp}`;
      const query = new URLSearchParams({
        type: 'PUBLICATION',
        description: `${postText} <img src=x onerror=window.__xss=1><script>alert(1)</script>`,
      });
      const post = await api<{ id: number }>(`/publication/event/${event.id}?${query}`, {
        method: 'POST',
        body: postForm,
        token: await signIn(visitor),
      });
      await api(`/publication/approval/${post.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'APPROVED' }),
        token: adminToken,
      });

      const { page, errors, context } = await openSignedIn(await signIn(visitor), 'visitor');
      const dialogs = watchDialogs(page);
      const xss = () => xssFlag(page);
      /** Clicks and hovers what is left of the payloads, then checks nothing ran. */
      const poke = async (scope = page.locator('main')) => {
        const link = scope.getByText('clique').first();
        await link.hover();
        await link.click();
        await scope.getByText('passe o mouse').first().hover();
        // A navigation away would be a javascript: URL that did something: stay on this page.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        expect(await xss()).toBeUndefined();
      };

      // The event's details tab: both rich-text fields.
      await page.goto(`/event/${event.id}`);
      await page.getByText(safe.event).waitFor();
      await page.getByText(safe.sponsor).first().waitFor();
      await poke();
      await screenshot(page, 'producer-content-xss-details-1280');

      // The exhibitor's page.
      await page.goto(`/expositor/${exhibitor.id}`);
      await page.getByRole('heading', { level: 1, name: exhibitorTitle }).waitFor();
      await page.getByText(`Descrição segura ${stamp}`).waitFor();
      await page.getByText(`Sobre seguro ${stamp}`).first().waitFor();
      await poke();

      // The feed: the post's text shows, its markup does nothing.
      await page.goto(`/event/${event.id}?tab=feed`);
      await page.getByText(postText).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await xss()).toBeUndefined();

      expect(dialogs).toEqual([]);
      // A blocked inline script (CSP) or a thrown handler would show up here.
      expect(appErrors(errors)).toEqual([]);

      // What the server stored and serves has no active markup left.
      const stored = await api<{ description: string; aboutSponsor: string }>(`/exhibitor/${exhibitor.id}`);
      for (const html of [stored.description, stored.aboutSponsor]) {
        expect(html).not.toMatch(/<script|<svg|onerror|onload|onmouseover|javascript:/i);
      }

      // Control: the listeners above do catch markup that runs (or that the CSP refuses).
      await expectListenersCatchInjection(page, errors);
      await context.close();
      await api(`/event/${event.id}`, { method: 'DELETE', token: adminToken });
    } finally {
      await api(`/event/${event.id}`, { method: 'DELETE', token: adminToken }).catch(() => undefined);
    }
  });
});
