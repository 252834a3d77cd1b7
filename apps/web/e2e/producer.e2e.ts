import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, openPage, screenshot, viewportShot } from './browser.ts';
import { api, appErrors, pngPath, producer, signIn, visitor } from './session.ts';

// A failed journey leaves a picture of every page it had open, to see where it stopped.
const chromium = chromiumForFile('producer');

async function openSignedIn(token: string, width = 1280) {
  const watched = await openPage(chromium.browser, { width, height: width < 600 ? 900 : 800 });
  chromium.keep(watched.page, String(width));
  await watched.context.addInitScript((value) => {
    // Frames of other origins (a video embed that cannot load offline) have no storage to set.
    if (window.top !== window) return;
    localStorage.setItem('authToken', value);
    localStorage.setItem('language', 'pt-BR');
    sessionStorage.setItem('vitrine.onboardingSeen', '1');
  }, token);
  return watched;
}

/** A member's post with one picture: it waits in ANALYSIS for the producer. */
async function postAsVisitor(token: string, eventId: number, description: string) {
  const form = new FormData();
  form.append('files', new Blob([await readFile(pngPath)], { type: 'image/png' }), 'stand.png');
  const query = new URLSearchParams({ type: 'PUBLICATION', description });
  return api<{ id: number; status: string }>(`/publication/event/${eventId}?${query}`, {
    method: 'POST',
    body: form,
    token,
  });
}

/** Visits over the last days, as the event page would report them, so the charts have data. */
let analyticsSeeded = false;
async function seedAnalytics() {
  if (analyticsSeeded) return;
  analyticsSeeded = true;
  const { defaultEventId: eventId } = await api<{ defaultEventId: number }>('/config');
  const groups = await api<Record<string, { id: number }[]>>(`/exhibitor/findByEvent/${eventId}`);
  const exhibitors = Object.values(groups).flat().slice(0, 4);
  const day = 86_400_000;
  const events = [];
  for (let index = 0; index < 40; index += 1) {
    const at = new Date(Date.now() - (index % 6) * day - index * 60_000).toISOString();
    events.push({ type: 'page_view', path: '/event', eventId, at });
    const tab = ['expositores', 'feed', 'programacao', 'palestrantes', 'anuncios'][index % 5];
    if (index % 2 === 0) events.push({ type: 'tab_open', path: '/event', tab, eventId, at });
    const exhibitor = exhibitors[index % Math.max(1, exhibitors.length - (index % 3))];
    if (exhibitor && index < 24) {
      events.push({
        type: 'page_view',
        path: `/expositor/${exhibitor.id}`,
        exhibitorId: exhibitor.id,
        eventId,
        at,
      });
    }
  }
  for (let start = 0; start < events.length; start += 50) {
    await api('/analytics/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: events.slice(start, start + 50) }),
    });
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe('producer area', () => {
  it('opens every section of the sidebar without errors', async () => {
    const { page, errors, context } = await openSignedIn(await signIn(producer));
    await page.goto('/area-produtor');
    await heading(page, 'Dashboard').waitFor();
    await page.getByText('Participantes', { exact: true }).waitFor();
    await page.getByRole('figure').filter({ hasText: 'Visualizações por dia' }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Menu do produtor' });
    const sections: [string, string, (p: Page) => Promise<void>][] = [
      ['Criar Evento', 'Criar Evento', async () => {}],
      [
        'Meus Eventos',
        'Meus Eventos',
        async (p) => {
          await p.getByRole('link', { name: 'Ver página pública' }).waitFor();
          await p.getByRole('heading', { name: 'Palestrantes', level: 3 }).waitFor();
        },
      ],
      ['Criar Imóvel', 'Criar Imóvel', async () => {}],
      ['Criar Expositor', 'Criar Expositor', async () => {}],
      [
        'Meus Expositores',
        'Meus Expositores',
        (p) => p.getByRole('button', { name: 'Ver inscritos, publicações e equipes' }).waitFor(),
      ],
      ['Publicações', 'Publicações', (p) => p.getByLabel('Status').waitFor()],
      ['Mensagens', 'Mensagens', (p) => p.getByLabel('Mostrar').waitFor()],
      ['Membros', 'Membros', (p) => p.getByRole('table', { name: 'Membros da organização' }).waitFor()],
      ['Configurações', 'Configurações', (p) => p.getByLabel('Nome da organização').waitFor()],
    ];
    for (const [item, title, ready] of sections) {
      await nav.getByRole('button', { name: item, exact: true }).click();
      await heading(page, title).waitFor();
      await ready(page);
      // Every section has left its loading state (skeletons announce themselves as status).
      await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
      if (item.startsWith('Meus'))
        await screenshot(page, `producer-${item === 'Meus Eventos' ? 'events' : 'exhibitors'}-1280`);
    }

    // 'Meus Expositores' opens the event's detail with its tabs.
    await nav.getByRole('button', { name: 'Meus Expositores' }).click();
    await page.getByRole('button', { name: 'Ver inscritos, publicações e equipes' }).click();
    await page.getByRole('tab', { name: 'Inscritos' }).waitFor();
    await page
      .getByRole('table', { name: 'Inscritos no evento' })
      .or(page.getByText('Nenhum inscrito cadastrado'))
      .waitFor();
    await screenshot(page, 'producer-subscribers-1280');
    await page.getByRole('tab', { name: 'Publicações' }).click();
    await page.getByLabel('Status').waitFor();
    await page.getByRole('tab', { name: 'Equipes dos estandes' }).click();
    await page
      .getByRole('button', { name: /^Equipe do estande / })
      .first()
      .waitFor();

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('approves and denies publications from the table', async () => {
    const stamp = Date.now();
    const { defaultEventId } = await api<{ defaultEventId: number }>('/config');
    const visitorToken = await signIn(visitor);
    const adminToken = await signIn(producer);
    const toApprove = await postAsVisitor(visitorToken, defaultEventId, `Aprovar-me ${stamp}`);
    const toDeny = await postAsVisitor(visitorToken, defaultEventId, `Recusar-me ${stamp}`);

    const { page, errors, context } = await openSignedIn(adminToken);
    await page.goto(`/area-produtor?section=publications&event=${defaultEventId}`);
    const table = page.getByRole('table', { name: 'Solicitações de publicação' });
    await table.waitFor();

    const decide = async (id: number, action: 'Aprovar' | 'Recusar', badge: string) => {
      await table.getByRole('button', { name: new RegExp(`^Abrir publicação ${id} `) }).click();
      const dialog = page.getByRole('dialog', { name: `Publicação #${id}` });
      await dialog.getByRole('img').first().waitFor();
      await dialog.getByText('Nenhuma decisão registrada ainda.').waitFor();
      if (action === 'Aprovar') await viewportShot(page, 'producer-moderation-modal-1280');
      else await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Fora do tema da feira');
      await dialog.getByRole('button', { name: action }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = table.getByRole('row').filter({ hasText: `#${id}` });
      await row.getByText(badge, { exact: true }).waitFor();
    };
    await decide(toApprove.id, 'Aprovar', 'Aprovado');
    await decide(toDeny.id, 'Recusar', 'Negado');

    // The post's history, with the reason, when it is opened again.
    await table.getByRole('button', { name: new RegExp(`^Abrir publicação ${toDeny.id} `) }).click();
    const reopened = page.getByRole('dialog', { name: `Publicação #${toDeny.id}` });
    await reopened.getByText('Análise → Negado').waitFor();
    await reopened.getByText('Motivo: Fora do tema da feira').waitFor();
    await page.keyboard.press('Escape');
    await reopened.waitFor({ state: 'detached' });

    // The server agrees.
    const page1 = await api<{ content: { id: number; status: string }[] }>(
      `/publication/event/${defaultEventId}?type=PUBLICATION&allPublication=true&size=50`,
      { token: adminToken },
    );
    const statusOf = (id: number) => page1.content.find((post) => post.id === id)?.status;
    expect(statusOf(toApprove.id)).toBe('APPROVED');
    expect(statusOf(toDeny.id)).toBe('DENIED');

    // The filter shows the denied one under 'Negado' only.
    await page.getByLabel('Status').selectOption('DENIED');
    await table.getByText(`Recusar-me ${stamp}`).waitFor();
    await expect.poll(() => table.getByText(`Aprovar-me ${stamp}`).count()).toBe(0);

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('links each event to its public page at /event/:id', async () => {
    const { defaultEventId } = await api<{ defaultEventId: number }>('/config');
    const event = await api<{ title: string }>(`/event/${defaultEventId}`);
    const { page, errors, context } = await openSignedIn(await signIn(producer));
    await page.goto('/area-produtor?section=my-events');
    await page.getByRole('link', { name: 'Ver página pública' }).click();
    await page.waitForURL(`**/event/${defaultEventId}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    // An unknown id says so instead of showing another event.
    await page.goto('/event/999999');
    await page.getByText('Não foi possível carregar o evento').waitFor();
    expect(appErrors(errors)).toEqual([]);
    await context.close();

    // A visitor of /event never downloads the producer area, its charts or its forms.
    const visit = await openSignedIn(await signIn(visitor));
    const scripts: string[] = [];
    visit.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit.page.goto('/event');
    await visit.page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await visit.page.getByRole('tab', { name: 'Expositores' }).click();
    await visit.page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(3);
    expect(
      scripts.filter((url) => /producer-page|dashboard-charts|rich-text-editor|\/forms-/.test(url)),
    ).toEqual([]);
    await visit.context.close();
  });

  it('creates an event with pictures that shows on /event/:id', async () => {
    const stamp = Date.now();
    const title = `Feira Casa Nova ${stamp}`;
    const { page, errors, context } = await openSignedIn(await signIn(producer));
    await page.goto('/area-produtor?section=create-event');
    const form = page.getByRole('form', { name: 'Criar Evento' });
    await form.waitFor();
    await form.getByLabel(/^Título/).fill(title);
    await form.getByLabel(/^Local/).fill('Expo Center Norte');
    await form.getByLabel(/^Data de início/).fill('10/05/2027');
    await form.getByLabel(/^Data de término/).fill('12/05/2027');
    await form.getByLabel(/^Horário de início/).fill('09:00');
    await form.getByLabel(/^Horário de término/).fill('18:00');
    await form.getByLabel(/^Descrição/).click();
    await page.keyboard.type('Três dias de lançamentos imobiliários.');
    await form.getByLabel(/^Rua/).fill('Rua José Bernardo Pinto');
    await form.getByLabel(/^Cidade/).fill('São Paulo');
    await form.getByLabel(/^Estado/).fill('SP');
    await form.getByLabel(/^CEP/).fill('02055-000');
    await form.getByLabel('Foto de capa', { exact: true }).setInputFiles(pngPath);
    await form.getByLabel('Foto de perfil').setInputFiles(pngPath);
    await form.getByLabel('Galeria de imagens').setInputFiles([pngPath, pngPath]);
    await form.getByRole('button', { name: 'Criar evento' }).click();

    // Saved: the producer lands on 'Meus Eventos' with the new event chosen.
    await heading(page, 'Meus Eventos').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    const eventId = Number(new URL(page.url()).searchParams.get('event'));
    expect(eventId).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Ver página pública' }).click();
    await page.waitForURL(`**/event/${eventId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const event = await api<{ coverPhoto: string | null; profilePicture: string | null; images: string[] }>(
      `/event/${eventId}`,
    );
    expect(event.coverPhoto).toMatch(/^\/api\/media\//);
    expect(event.profilePicture).toMatch(/^\/api\/media\//);
    expect(event.images).toHaveLength(2);
    // The pictures load for real on the public page.
    const cover = page.locator(`img[src="${event.coverPhoto}"]`).first();
    await cover.waitFor();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await viewportShot(page, 'producer-created-event-public-1280');

    // Back in 'Meus Eventos': add a speaker through the dialog, open the event's edit form,
    // then delete the speaker and the event with confirmation (only what this test created).
    await page.goto(`/area-produtor?section=my-events&event=${eventId}`);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('button', { name: 'Adicionar palestrante' }).click();
    const speakerDialog = page.getByRole('dialog', { name: 'Adicionar palestrante' });
    await speakerDialog.getByLabel(/^Nome/).fill(`Palestrante ${stamp}`);
    await speakerDialog.getByRole('button', { name: 'Cadastrar palestrante' }).click();
    await speakerDialog.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByText(`Palestrante ${stamp}`).waitFor();

    await page.getByRole('button', { name: 'Editar evento' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar evento' });
    await expect.poll(() => editDialog.getByLabel(/^Título/).inputValue(), { timeout: 15_000 }).toBe(title);
    await page.keyboard.press('Escape');
    await editDialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Excluir Palestrante ${stamp}` }).click();
    const confirmSpeaker = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await confirmSpeaker.getByRole('button', { name: 'Excluir' }).click();
    await confirmSpeaker.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('main').getByText(`Palestrante ${stamp}`).count()).toBe(0);

    await page.getByRole('button', { name: 'Excluir evento' }).click();
    const confirmEvent = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await confirmEvent.getByText(title).waitFor();
    await confirmEvent.getByRole('button', { name: 'Excluir' }).click();
    await confirmEvent.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('heading', { level: 2, name: title }).count()).toBe(0);
    await expect(api(`/event/${eventId}`)).rejects.toThrow(/404/);

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('marks a support message handled and saves the settings', async () => {
    const stamp = Date.now();
    await api('/user/help', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Rita Visitante',
        email: 'rita@example.com',
        subject: `Dúvida sobre estacionamento ${stamp}`,
        message: 'O pavilhão tem estacionamento coberto?',
      }),
    });
    const adminToken = await signIn(producer);
    const { page, errors, context } = await openSignedIn(adminToken);
    await page.goto('/area-produtor?section=messages');
    const message = page.getByRole('article').filter({ hasText: `Dúvida sobre estacionamento ${stamp}` });
    await message.getByRole('button', { name: 'Marcar como atendida' }).click();
    // Handled messages leave the 'Pendentes' list and show under 'Atendidas'.
    await message.waitFor({ state: 'detached' });
    await page.getByLabel('Mostrar').selectOption('handled');
    await message.getByText('Atendida', { exact: true }).waitFor();

    const original = await api<Record<string, unknown>>('/tenant/settings', { token: adminToken });
    await page.goto('/area-produtor?section=settings');
    const phone = page.getByLabel('WhatsApp');
    await phone.fill(`+55 11 9${String(stamp).slice(-4)}-0000`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Sua solicitação foi enviada com sucesso.').waitFor();
    const saved = await api<{ supportPhone: string | null }>('/tenant/settings', { token: adminToken });
    expect(saved.supportPhone).toBe(`+55 11 9${String(stamp).slice(-4)}-0000`);
    // Visitors read it through the public config (the tenant cache is dropped through the bus).
    await expect
      .poll(async () => (await api<{ supportPhone: string | null }>('/config')).supportPhone, {
        timeout: 5_000,
      })
      .toBe(saved.supportPhone);

    await page.getByLabel('Link do aplicativo Android').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Ocorreu um erro ao enviar a solicitação. Tente novamente.').waitFor();
    // Leave the tenant as the other journeys expect it.
    await api('/tenant/settings', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(original),
      token: adminToken,
    });

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it.each([1280, 480])('looks right at %i px (dashboard, publications, members)', async (width) => {
    await seedAnalytics();
    const { page, errors, context } = await openSignedIn(await signIn(producer), width);
    await page.goto('/area-produtor');
    await page.getByRole('figure').filter({ hasText: 'Visualizações por dia' }).waitFor();
    await page.waitForTimeout(300); // let the chart finish its first layout
    await screenshot(page, `producer-dashboard-${width}`);

    await page.goto('/area-produtor?section=publications');
    await page.getByRole('table', { name: 'Solicitações de publicação' }).waitFor();
    await page.evaluate(() =>
      Promise.all([...document.images].map((image) => image.decode().catch(() => {}))),
    );
    await screenshot(page, `producer-publications-${width}`);

    await page.goto('/area-produtor?section=members');
    await page.getByRole('table', { name: 'Membros da organização' }).waitFor();
    await screenshot(page, `producer-members-${width}`);
    const membersOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );

    await page.goto('/area-produtor?section=my-events');
    await page.getByRole('heading', { name: 'Palestrantes', level: 3 }).waitFor();
    await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
    await screenshot(page, `producer-events-${width}`);

    // Nothing wider than the screen except inside the tables' own scrolling frames.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect([membersOverflow, overflow]).toEqual([0, 0]);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
