import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumForFile, openPage, screenshot } from './browser.ts';
import {
  api,
  appErrors,
  codeFromMail,
  visitor as demoVisitor,
  expectListenersCatchInjection,
  pngPath,
  producer,
  signIn,
  watchDialogs,
  xssFlag,
} from './session.ts';

// XSS payloads stored through the real API in every text and rich-text field a visitor
// or producer sees, then every page that shows them opened in Chromium: nothing runs, no link
// leads to a script. `__xss=1` sets window.__xss, the flag the pages are checked for.

/** Would set window.__xss or open a dialog if the browser ever parsed it as markup and ran it. */
const corpus = [
  '<script>__xss=1</script>',
  '<ScRiPt>__xss=1</sCrIpT>',
  '<img src=x onerror=__xss=1>',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<svg onload=__xss=1></svg>',
  '<svg><animate onbegin=__xss=1 attributeName=x dur=1s></animate></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:__xss=1">js-link</a>',
  '<a href="JaVaScRiPt:__xss=1">js-mixed</a>',
  '<a href="&#106;avascript:__xss=1">js-entity</a>',
  '<a href="jav&#x09;ascript:__xss=1">js-tab</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data-link</a>',
  '<p>"><img src=x onerror=__xss=1></p>',
  "<p>'><svg onload=__xss=1></p>",
  '<p>&lt;img src=x onerror=__xss=1&gt;</p>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  '<p>{{constructor.constructor("__xss=1")()}} ${(__xss=1)}</p>',
  '<details open ontoggle=__xss=1>d</details>',
  '<p onmouseover="__xss=1" style="background:url(javascript:__xss=1)">hover</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss=1></style></mglyph></table></mtext></math>',
  '<form action="javascript:__xss=1"><button>send</button></form>',
  '<object data="javascript:__xss=1"></object><embed src="javascript:__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss=1">',
  '<input autofocus onfocus=__xss=1>',
  '<base href="javascript:__xss=1//">',
].join('');

/** A rich-text field: a visible marker, then the whole corpus. */
const rich = (marker: string) => `<p>${marker}</p>${corpus}`;

const chromium = chromiumForFile('stored-xss');

/** A context signed in with `token` (or none), its console errors and dialogs recorded. */
async function openWatched(token: string | null, label: string, userAgent?: string) {
  const watched = await openPage(chromium.browser);
  chromium.keep(watched.page, label);
  await watched.context.addInitScript(
    ({ token, userAgent }) => {
      if (window.top !== window) return;
      if (token) localStorage.setItem('authToken', token);
      localStorage.setItem('language', 'pt-BR');
      sessionStorage.setItem('vitrine.onboardingSeen', '1');
      if (userAgent) Object.defineProperty(navigator, 'userAgent', { get: () => userAgent });
    },
    { token, userAgent },
  );
  return { ...watched, dialogs: watchDialogs(watched.page) };
}
type Watched = Awaited<ReturnType<typeof openWatched>>;

/**
 * What in the live DOM could run a script: inline handlers, inline scripts, srcdoc frames,
 * plugins, <base>/<meta refresh>, and any link, frame or form whose URL is not http(s)/mailto/tel.
 */
function activeMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const safeScheme = (url: string) =>
      ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(url).protocol);
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (attribute.name === 'srcdoc') found.push(`${element.tagName} srcdoc`);
      }
    }
    for (const script of document.querySelectorAll('script')) {
      if (!script.src && script.type !== 'application/ld+json') found.push(`inline <script>${script.text}`);
    }
    for (const element of document.querySelectorAll('object, embed, applet, body base, meta[http-equiv]'))
      found.push(`<${element.tagName.toLowerCase()}>`);
    for (const link of document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]'))
      if (!safeScheme(link.href)) found.push(`link ${link.getAttribute('href')}`);
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[src]'))
      if (!/^https?:$/.test(new URL(frame.src).protocol)) found.push(`iframe ${frame.getAttribute('src')}`);
    for (const form of document.querySelectorAll<HTMLFormElement>('form[action]'))
      if (!/^https?:$/.test(new URL(form.action).protocol)) found.push(`form ${form.getAttribute('action')}`);
    return found;
  });
}

/** Each network's link is there with the stored URL whole: the quote did not end the attribute. */
async function expectSocialLinks(page: Page, networks: readonly string[]) {
  for (const network of networks) {
    const link = page.locator(`a[href^="https://example.com/${network}"]`).first();
    expect(await link.getAttribute('href')).toBe(breakoutUrl(network));
  }
}

/** The page shows each text literally (as text, so none of it became markup), and nothing ran. */
async function expectInert({ page, errors, dialogs }: Watched, texts: readonly string[]) {
  for (const text of texts) {
    await page.getByText(text).filter({ visible: true }).first().waitFor({ timeout: 10_000 });
  }
  // Hovering and focusing is what the handlers in the corpus wait for.
  await page.mouse.move(400, 400);
  await page.keyboard.press('Tab');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await activeMarkup(page)).toEqual([]);
  expect(await xssFlag(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // An inline script or handler refused by the CSP would show up here as a console error.
  expect(appErrors(errors)).toEqual([]);
}

async function multipart<T>(
  pathname: string,
  token: string,
  field: string,
  request: unknown,
  files: Record<string, Blob> = {},
): Promise<T> {
  // As the web app sends it (producer-api.ts sendMultipart): the JSON as a form field, then files.
  const body = new FormData();
  body.append(field, JSON.stringify(request));
  for (const [name, file] of Object.entries(files)) body.append(name, file, `${name}.png`);
  return api<T>(pathname, { method: 'POST', body, token });
}

const json = (method: string, value: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(value),
});

const stamp = Date.now();
/** Plain-text fields: a unique marker and a payload, shown literally wherever the field is. */
const text = {
  eventTitle: `Feira XSS ${stamp} <script>__xss=1</script>"><img src=x onerror=__xss=1>`,
  eventLocal: `Pavilhão ${stamp} '><svg onload=__xss=1>`,
  road: `Rua ${stamp} <img src=x onerror=alert(1)>`,
  number: '<b onclick=__xss=1>',
  complement: `{{constructor.constructor('__xss=1')()}}`,
  city: `Cidade <iframe srcdoc="<script>parent.__xss=1</script>">`,
  state: 'SP <ScRiPt>__xss=1</sCrIpT>',
  zipCode: '<svg onload=__xss=1>',
  whatsapp: 'javascript:__xss=1//<img src=x onerror=__xss=1>',
  exhibitorTitle: `Estande ${stamp} <svg><animate onbegin=__xss=1 attributeName=x dur=1s>`,
  shortDescription: `Curta ${stamp} &lt;img src=x onerror=__xss=1&gt; \${(__xss=1)}`,
  category: `Categoria ${stamp} <IMG SRC=x OnErRoR=alert(1)>`,
  sector: `Setor "><script>__xss=1</script>`,
  company: `Empresa ${stamp} <a href="javascript:__xss=1">x</a>`,
  exhibitorLocal: `Estande B ${stamp} <details open ontoggle=__xss=1>`,
  propertyTitle: `Imóvel ${stamp} <img src=x onerror=__xss=1>`,
  contact: `javascript:__xss=1 <svg onload=__xss=1> ${stamp}`,
  speakerName: `Palestrante ${stamp} <img src=x onerror=__xss=1>`,
  speakerCompany: `Empresa P ${stamp} '"><svg onload=__xss=1>`,
  speakerOffice: `Cargo ${stamp} <script>alert(1)</script>`,
  agendaTheme: `Tema ${stamp} <iframe srcdoc="<script>parent.__xss=1</script>">`,
  agendaDescription: `Descrição ${stamp} <img src=x onerror=__xss=1> {{7*7}} javascript:__xss=1`,
  userName: `Autora ${stamp} <img src=x onerror=__xss=1>`,
  post: `Post ${stamp} <img src=x onerror=__xss=1> https://example.com/?q="><svg/onload=__xss=1>`,
  announcement: `Anúncio ${stamp} <script>__xss=1</script><svg onload=alert(1)>`,
  supportName: `Remetente ${stamp} <svg onload=__xss=1>`,
  supportSubject: `Assunto ${stamp} "><img src=x onerror=__xss=1>`,
  supportMessage: `Mensagem ${stamp} <script>__xss=1</script> javascript:__xss=1`,
  tenantName: `Vitrine ${stamp} <script>__xss=1</script>`,
  supportEmail: `x'+'${stamp}@example.com`,
  supportPhone: '+55 11 <svg onload=__xss=1>',
};
/** A URL the server takes (http, no spaces) that breaks out of an attribute if printed raw. */
const breakoutUrl = (network: string) => `https://example.com/${network}?q="><svg/onload=__xss=1>`;
const markers = {
  eventDescription: `Descrição do evento ${stamp}`,
  eventSponsor: `Sobre o patrocínio ${stamp}`,
  exhibitorDescription: `Descrição do estande ${stamp}`,
  exhibitorSponsor: `Sobre os produtores ${stamp}`,
  propertyDescription: `Descrição do imóvel ${stamp}`,
  speakerBio: `Biografia ${stamp}`,
};

const address = {
  road: text.road,
  number: text.number,
  complement: text.complement,
  city: text.city,
  state: text.state,
  zipCode: text.zipCode,
};
const socialMedia = {
  whatsapp: text.whatsapp,
  site: breakoutUrl('site'),
  facebook: breakoutUrl('facebook'),
  instagram: breakoutUrl('instagram'),
  linkedin: breakoutUrl('linkedin'),
  spotify: breakoutUrl('spotify'),
  youtube: breakoutUrl('youtube'),
  twitter: breakoutUrl('twitter'),
};
const eventRequest = {
  title: text.eventTitle,
  description: rich(markers.eventDescription),
  aboutSponsor: rich(markers.eventSponsor),
  local: text.eventLocal,
  capacity: 100,
  dateStart: '18/03/2027',
  dateEnd: '20/03/2027',
  timeStart: '09:00',
  timeEnd: '18:00',
  videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t="><svg/onload=__xss=1>'],
  address,
  socialMediaRequest: socialMedia,
};

describe('stored XSS in every text and rich-text field', () => {
  let adminToken: string;
  let authorToken: string;
  let authorId: number;
  let eventId: number;
  let exhibitorId: number;
  let postId: number;
  let originalSettings: unknown;

  beforeAll(async () => {
    adminToken = await signIn(producer);
    const png = new Blob([await readFile(pngPath)], { type: 'image/png' });

    const event = await multipart<{ id: number }>('/event', adminToken, 'request', eventRequest);
    eventId = event.id;
    const exhibitor = await multipart<{ id: number }>('/exhibitor', adminToken, 'exhibitorRequest', {
      idEvent: eventId,
      title: text.exhibitorTitle,
      description: rich(markers.exhibitorDescription),
      shortDescription: text.shortDescription,
      category: text.category,
      sponsor: true,
      aboutSponsor: rich(markers.exhibitorSponsor),
      sector: text.sector,
      quota: 6,
      company: text.company,
      local: text.exhibitorLocal,
      address,
      socialMedia,
    });
    exhibitorId = exhibitor.id;
    await multipart('/routeImmobile', adminToken, 'request', {
      eventId,
      exhibitorsId: exhibitorId,
      title: text.propertyTitle,
      description: rich(markers.propertyDescription),
      suites: 1,
      room: 3,
      size: 85,
      contact: text.contact,
      status: 1,
      address,
    });
    const speaker = await multipart<{ id: number }>('/speaker', adminToken, 'request', {
      eventId,
      name: text.speakerName,
      company: text.speakerCompany,
      office: text.speakerOffice,
      description: rich(markers.speakerBio),
    });
    await api('/agenda', {
      ...json('POST', {
        eventId,
        date: '18/03/2027',
        timeStart: '10:00',
        timeEnd: '11:00',
        theme: text.agendaTheme,
        description: text.agendaDescription,
        speakerIds: [speaker.id],
      }),
      token: adminToken,
    });

    // A member whose display name is a payload, confirmed with the mailed code.
    const email = `xss-${stamp}@example.com`;
    const registered = await api<{ token: string }>(
      '/auth/register',
      json('POST', {
        login: email,
        password: 'senha-xss-2024',
        confirmPassword: 'senha-xss-2024',
        name: text.userName,
      }),
    );
    authorId = JSON.parse(Buffer.from(registered.token.split('.')[1] ?? '', 'base64url').toString()).userId;
    authorToken = (
      await api<{ token: string }>(`/auth/confirm-user/${authorId}`, {
        ...json('PATCH', { code: await codeFromMail(email) }),
        token: registered.token,
      })
    ).token;
    const postForm = new FormData();
    postForm.append('files', png, 'stand.png');
    const post = await api<{ id: number }>(
      `/publication/event/${eventId}?${new URLSearchParams({ type: 'PUBLICATION', description: text.post })}`,
      { method: 'POST', body: postForm, token: authorToken },
    );
    postId = post.id;
    await api(
      `/publication/event/${eventId}?${new URLSearchParams({ type: 'ANNOUNCEMENT', description: text.announcement })}`,
      { method: 'POST', body: new FormData(), token: adminToken },
    );

    await api(
      '/user/help',
      json('POST', {
        name: text.supportName,
        email: `remetente-${stamp}@example.com`,
        subject: text.supportSubject,
        message: text.supportMessage,
      }),
    );

    originalSettings = await api('/tenant/settings', { token: adminToken });
    await api('/tenant/settings', {
      ...json('PUT', {
        name: text.tenantName,
        supportEmail: text.supportEmail,
        supportPhone: text.supportPhone,
        androidAppUrl: breakoutUrl('android'),
      }),
      token: adminToken,
    });
  }, 60_000);

  afterAll(async () => {
    // Leave the demo tenant as the other journeys expect it.
    if (originalSettings) {
      await api('/tenant/settings', { ...json('PUT', originalSettings), token: adminToken });
    }
    if (eventId)
      await api(`/event/${eventId}`, { method: 'DELETE', token: adminToken }).catch(() => undefined);
    if (authorId)
      await api(`/user/${authorId}`, { method: 'DELETE', token: adminToken }).catch(() => undefined);
  });

  it('refuses javascript: and data: URLs in every link field', async () => {
    const refused = /: 400 /;
    for (const bad of [
      'javascript:__xss=1',
      ' JaVaScRiPt:__xss=1',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      for (const network of ['site', 'facebook', 'instagram', 'linkedin', 'spotify', 'youtube', 'twitter']) {
        const request = { ...eventRequest, socialMediaRequest: { [network]: bad } };
        await expect(multipart('/event', adminToken, 'request', request)).rejects.toThrow(refused);
        await expect(
          multipart('/exhibitor', adminToken, 'exhibitorRequest', {
            idEvent: eventId,
            title: 'x',
            description: '<p>x</p>',
            shortDescription: 'x',
            category: 'x',
            quota: 1,
            socialMedia: { [network]: bad },
          }),
        ).rejects.toThrow(refused);
      }
      await expect(
        multipart('/event', adminToken, 'request', { ...eventRequest, videos: [`${bad}//a.mp4`] }),
      ).rejects.toThrow(refused);
      await expect(
        api('/tenant/settings', {
          ...json('PUT', { name: 'x', supportEmail: null, supportPhone: null, androidAppUrl: bad }),
          token: adminToken,
        }),
      ).rejects.toThrow(refused);
    }
    // What the server stored for rich text has no active markup left.
    const stored = await api<{ description: string; aboutSponsor: string }>(`/event/${eventId}`);
    expect(stored.description).toContain(markers.eventDescription);
    expect(stored.aboutSponsor).toContain(markers.eventSponsor);
    for (const html of [stored.description, stored.aboutSponsor]) {
      expect(html).not.toMatch(/<(script|svg|iframe|object|embed|form|meta|base|math|details|input)\b/i);
      expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
      expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|data):/i);
    }
  });

  it('keeps the public event pages inert: details, stands, exhibitor, speakers, routes, schedule, announcements', async () => {
    const visitor = await openWatched(await signIn(demoVisitor), 'visitor');
    const { page } = visitor;

    await page.goto(`/event/${eventId}`);
    await expectInert(visitor, [
      text.eventTitle,
      text.eventLocal,
      markers.eventDescription,
      markers.eventSponsor,
      text.road,
      text.number,
      text.city,
      text.state,
      text.zipCode,
    ]);
    await expectSocialLinks(page, ['site', 'facebook', 'instagram']);

    await page.goto(`/event/${eventId}?tab=expositores`);
    await expectInert(visitor, [text.category, text.exhibitorTitle, text.shortDescription]);

    await page.goto(`/expositor/${exhibitorId}`);
    await expectInert(visitor, [
      text.exhibitorTitle,
      markers.exhibitorDescription,
      markers.exhibitorSponsor,
      text.exhibitorLocal,
    ]);
    await expectSocialLinks(page, [
      'site',
      'facebook',
      'instagram',
      'linkedin',
      'spotify',
      'youtube',
      'twitter',
    ]);

    await page.goto(`/event/${eventId}?tab=palestrantes`);
    await expectInert(visitor, [text.speakerName, text.speakerCompany]);
    await page.getByRole('button').filter({ hasText: text.speakerName }).first().click({ timeout: 10_000 });
    await expectInert(visitor, [text.speakerOffice, markers.speakerBio]);
    await page.keyboard.press('Escape');

    await page.goto(`/event/${eventId}?tab=rotas-de-imoveis`);
    // The routes open grouped by exhibitor; a property's button opens its details.
    await page.getByRole('button', { name: text.exhibitorTitle }).waitFor();
    await page.getByRole('button').filter({ hasText: text.propertyTitle }).click({ timeout: 10_000 });
    await expectInert(visitor, [text.propertyTitle, markers.propertyDescription, text.contact, text.road]);

    await page.goto(`/event/${eventId}?tab=programacao`);
    await expectInert(visitor, [text.agendaTheme, text.agendaDescription, text.speakerName]);

    await page.goto(`/event/${eventId}?tab=anuncios`);
    await expectInert(visitor, [text.announcement]);
    await screenshot(page, 'stored-xss-announcements-1280');
    await visitor.context.close();
  });

  it('keeps the member’s own pages inert: name in the menu and on the post, the approval toast', async () => {
    const author = await openWatched(authorToken, 'author');
    const { page } = author;
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framesent', ({ payload }) => {
          if (String(payload).includes('SUBSCRIBE') && String(payload).includes(`/topic/user/${authorId}`))
            resolve();
        });
      });
    });
    await page.goto(`/event/${eventId}?tab=feed`);
    await expectInert(author, [text.userName, text.post.slice(0, 40)]);
    await subscribed;

    await api(`/publication/approval/${postId}`, {
      ...json('PATCH', { status: 'APPROVED' }),
      token: adminToken,
    });
    const toast = page.getByRole('region', { name: 'Notificações' });
    await toast.getByText(/Sua publicação foi aprovada/).waitFor({ timeout: 10_000 });
    // The toast quotes the post: its markup is text there too.
    await toast.getByText(`“Post ${stamp} <img src=x onerror=__xss=1>`).waitFor();
    await expectInert(author, []);
    await screenshot(page, 'stored-xss-toast-1280');
    await author.context.close();
  });

  it('keeps the producer area inert: events, exhibitors, posts, members, messages, settings, dashboard', async () => {
    const admin = await openWatched(adminToken, 'producer');
    const { page } = admin;
    const section = (name: string) => page.goto(`/area-produtor?section=${name}&event=${eventId}`);

    await section('my-events');
    await expectInert(admin, [
      text.eventTitle,
      text.exhibitorTitle,
      text.propertyTitle,
      text.speakerName,
      text.agendaTheme,
    ]);
    // The edit form loads both rich texts into the editor.
    await page.getByRole('button', { name: 'Editar evento' }).click();
    await page.getByRole('dialog').getByText(markers.eventDescription).waitFor();
    await expectInert(admin, [markers.eventSponsor]);
    // 'Meus Expositores' shows the event's card; its 'Organização:' names the producer now, not
    // the first sponsor, so the event's own title is what it prints of the stored texts.
    await section('my-exhibitors');
    await expectInert(admin, [text.eventTitle]);
    await section('publications');
    await expectInert(admin, [text.userName, text.post.slice(0, 40)]);
    await section('members');
    await page.getByRole('searchbox').fill(String(stamp));
    await expectInert(admin, [text.userName]);
    await section('messages');
    await expectInert(admin, [text.supportSubject, text.supportName, text.supportMessage]);
    await section('settings');
    await expect.poll(() => page.getByRole('textbox').first().inputValue()).toBe(text.tenantName);
    await expectInert(admin, []);
    await section('dashboard');
    await expectInert(admin, []);
    await screenshot(page, 'stored-xss-producer-dashboard-1280');

    // The support contacts of the tenant settings, on the public support page and footer.
    await page.goto('/suport');
    await expectInert(admin, [text.supportEmail, text.supportPhone]);
    await admin.context.close();

    // The Android app link, offered on the start page to Android phones only.
    const phone = await openWatched(null, 'android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile');
    await phone.page.goto('/initial');
    await phone.page.locator('a[href^="https://example.com/android"]').waitFor();
    await expectSocialLinks(phone.page, ['android']);
    await expectInert(phone, []);

    // Controls: the listeners do catch markup that runs (or that the CSP refuses), and the DOM
    // scan does see a handler and a javascript: link.
    await expectListenersCatchInjection(phone.page, phone.errors);
    await phone.page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<a href="javascript:void 0">x</a>'),
    );
    expect(await activeMarkup(phone.page)).toEqual(['IMG onerror', 'link javascript:void 0']);
    await phone.context.close();
  });
});
