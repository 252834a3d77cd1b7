import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Event, Property, Speaker } from '@vitrine/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, exhibitors, speakers, tenants } from '../src/db/schema.ts';
import { isoDateTime, plainText, scriptJson } from '../src/plugins/web-share-card.ts';
import { buildTestApp, demoTenant, type TestApp } from './helpers.ts';
import { makeTempDir } from './template.ts';

const publicUrl = 'https://vitrine.example';
const shell =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
  '<meta name="description" content="A melhor experiência em eventos imobiliários." /><title>Vitrine</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root">' +
  '<div role="status" data-boot><div class="relative"><!--boot:cover--></div></div>' +
  '</div></body></html>';

let test: TestApp;
let tenantId: number;
let tenantName: string;
let eventId: number;
let event: Event;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's head as a crawler reads it: meta properties/names → contents (decoded), JSON-LD. */
function card(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const [, key, value] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    if (!meta.has(key!)) meta.set(key!, decode(value!));
  }
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    meta,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    jsonLd: ld === undefined ? undefined : (JSON.parse(ld) as Record<string, unknown>),
    scripts: head.match(/<script\b/g)?.length ?? 0,
  };
}

const page = async (url: string) => {
  const response = await test.app.inject({ url, headers: { accept: 'text/html' } });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response;
};

beforeAll(async () => {
  const dist = await makeTempDir('dist');
  await writeFile(path.join(dist, 'index.html'), shell);
  test = await buildTestApp({ WEB_DIST: dist, PUBLIC_URL: publicUrl });
  const [tenant] = await test.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  tenantId = tenant!.id;
  tenantName = tenant!.name;
  eventId = tenant!.defaultEventId!;
  event = (await test.app.inject({ url: `/api/event/${eventId}`, headers: demoTenant })).json<Event>();
});
afterAll(() => test.close());

describe('share cards in the HTML of shareable pages', () => {
  it("gives an event's page its Open Graph and Twitter card, in plain text, with absolute URLs", async () => {
    for (const [url, canonical] of [
      ['/event', `${publicUrl}/event`],
      [`/event/${eventId}?tab=feed`, `${publicUrl}/event/${eventId}`],
    ] as const) {
      const { meta, title } = card((await page(url)).body);
      expect(title).toBe(`${event.title} · Vitrine`);
      expect(meta.get('og:title')).toBe(event.title);
      expect(meta.get('og:type')).toBe('website');
      expect(meta.get('og:locale')).toBe('pt_BR');
      expect(meta.get('og:url')).toBe(canonical);
      expect(meta.get('og:image')).toBe(`${publicUrl}${event.coverPhoto}`);
      expect(meta.get('twitter:card')).toBe('summary_large_image');
      expect(meta.get('twitter:image')).toBe(`${publicUrl}${event.coverPhoto}`);
      const description = meta.get('og:description') ?? '';
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(200);
      expect(description).not.toMatch(/[<>]/);
      expect(description).toBe(plainText(event.description));
      // The page's generic description gives way to the card's.
      expect(meta.get('description')).toBe(description);
    }
  });

  it("describes the event to search engines as schema.org's Event", async () => {
    const { jsonLd } = card((await page(`/event/${eventId}`)).body);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description: plainText(event.description, 500),
      startDate: isoDateTime(event.dateStart, event.timeStart, event.timeZone),
      endDate: isoDateTime(event.dateEnd, event.timeEnd, event.timeZone),
      location: { '@type': 'Place', name: event.local },
      organizer: { '@type': 'Organization', url: publicUrl },
      url: `${publicUrl}/event/${eventId}`,
    });
    expect(jsonLd?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(Z|[+-]\d{2}:\d{2})$/);
    expect(jsonLd?.image).toContain(`${publicUrl}${event.coverPhoto}`);
    expect((jsonLd?.organizer as { name?: string } | undefined)?.name).toBe(tenantName);
  });

  it("gives a speaker's address the speaker's card over the event's cover", async () => {
    const list = (
      await test.app.inject({ url: `/api/speaker/findByEvent/${eventId}`, headers: demoTenant })
    ).json<Speaker[]>();
    const speaker = list.find((item) => item.profilePicture) ?? list[0]!;
    const url = `/event/${eventId}/palestrante/${speaker.id}`;
    const response = await page(url);
    const { meta, title, jsonLd } = card(response.body);
    expect(meta.get('og:title')).toBe(`${speaker.name} · ${event.title}`);
    expect(title).toBe(`${speaker.name} · ${event.title} · Vitrine`);
    expect(meta.get('og:url')).toBe(`${publicUrl}${url}`);
    expect(meta.get('og:type')).toBe('profile');
    expect(meta.get('og:image')).toBe(`${publicUrl}${speaker.profilePicture ?? event.coverPhoto}`);
    expect(meta.get('og:description')).not.toMatch(/[<>]/);
    expect(jsonLd).toBeUndefined();
    // It is the event's page underneath: the boot screen shows the event's cover.
    expect(response.body).toContain(' data-boot="hold">');
    expect(response.body).toContain('<link rel="preload" as="image"');
  });

  it("gives a property's address the property's card and first photo", async () => {
    const groups = (
      await test.app.inject({ url: `/api/routeImmobile/event/${eventId}`, headers: demoTenant })
    ).json<Record<string, Property[]>>();
    const property = Object.values(groups).flat()[0]!;
    const url = `/event/${eventId}/imovel/${property.id}`;
    const { meta } = card((await page(url)).body);
    expect(meta.get('og:title')).toBe(`${property.title} · ${event.title}`);
    expect(meta.get('og:url')).toBe(`${publicUrl}${url}`);
    expect(meta.get('og:image')).toBe(`${publicUrl}${property.images[0] ?? event.coverPhoto}`);
    expect(meta.get('og:description')).toContain(property.address.localidade);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
  });

  it("gives an exhibitor's address the exhibitor's card", async () => {
    const [row] = await test.database.db
      .select()
      .from(exhibitors)
      .where(and(eq(exhibitors.tenantId, tenantId), eq(exhibitors.eventId, eventId)))
      .limit(1);
    const response = await page(`/expositor/${row!.id}`);
    const { meta, title, jsonLd } = card(response.body);
    expect(meta.get('og:title')).toBe(row!.title);
    expect(title).toBe(`${row!.title} · Vitrine`);
    expect(meta.get('og:url')).toBe(`${publicUrl}/expositor/${row!.id}`);
    expect(meta.get('og:image')).toMatch(new RegExp(`^${publicUrl}/api/media/`));
    expect(jsonLd).toBeUndefined();
  });

  it("falls back to the event's card for a speaker or property that is gone, and to the app for bad ids", async () => {
    for (const url of [`/event/${eventId}/palestrante/999999`, `/event/${eventId}/imovel/999999`]) {
      const { meta } = card((await page(url)).body);
      expect(meta.get('og:title'), url).toBe(event.title);
      expect(meta.get('og:url'), url).toBe(`${publicUrl}/event/${eventId}`);
    }
    for (const url of [
      '/expositor/999999',
      '/expositor/abc',
      `/event/${eventId}/palestrante/0`,
      '/event/999999/imovel/1',
    ]) {
      expect((await page(url)).body, url).toBe(shell);
    }
  });

  it('keeps producer text inert: a title or name built to break out of an attribute or the JSON-LD', async () => {
    const attack = `</script><script>window.__xss=1</script>"'><img src=x onerror=alert(1)>`;
    await test.database.db
      .update(events)
      .set({
        title: `Feira ${attack}`,
        description: `<p>Olá &amp; <b>bem-vindo</b></p><script>alert(2)</script>${attack}`,
      })
      .where(eq(events.id, eventId));
    const [speaker] = await test.database.db
      .select()
      .from(speakers)
      .where(eq(speakers.eventId, eventId))
      .limit(1);
    await test.database.db
      .update(speakers)
      .set({ name: `Ana ${attack}` })
      .where(eq(speakers.id, speaker!.id));
    test.app.readCache.invalidate(tenantId);

    for (const url of [`/event/${eventId}`, `/event/${eventId}/palestrante/${speaker!.id}`]) {
      const { body } = await page(url);
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head, url).not.toContain('<img src=x');
      expect(head, url).not.toContain('<script>window.__xss');
      expect(head, url).not.toContain('alert(2)</script>');
      const parsed = card(body);
      // The shell's one script, and on the event's page the JSON-LD: nothing the title opened.
      expect(parsed.scripts, url).toBe(url === `/event/${eventId}` ? 2 : 1);
      expect(parsed.meta.get('og:title'), url).toContain(attack);
      expect(parsed.title, url).toContain(attack);
    }
    const { jsonLd, meta } = card((await page(`/event/${eventId}`)).body);
    expect(jsonLd?.name).toBe(`Feira ${attack}`);
    expect(meta.get('og:description')).toMatch(/^Olá & bem-vindo/);
    expect(meta.get('og:description')).not.toContain('alert(2)');
  });

  it('renders each page once into the read cache, and again after a producer change', async () => {
    const url = `/event/${eventId}`;
    const first = await page(url);
    await test.database.db
      .update(events)
      .set({ title: 'Renamed while cached' })
      .where(eq(events.id, eventId));
    const cached = await page(url);
    expect(cached.headers.etag).toBe(first.headers.etag);
    expect(card(cached.body).meta.get('og:title')).not.toBe('Renamed while cached');
    test.app.readCache.invalidate(tenantId);
    const fresh = await page(url);
    expect(card(fresh.body).meta.get('og:title')).toBe('Renamed while cached');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('share card text', () => {
  it('turns rich text into a plain sentence cut at a word', () => {
    expect(plainText('<p>Um&nbsp;<strong>evento</strong> &amp; mais</p><p>linha&#33; &#x263A;</p>')).toBe(
      'Um evento & mais linha! ☺',
    );
    expect(plainText('<script>alert(1)</script>texto')).toBe('texto');
    const long = plainText(`<p>${'palavra '.repeat(60)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/palavra…$/);
  });

  it('writes JSON that cannot close its <script>', () => {
    const json = scriptJson({ name: '</script><!-- &\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- &\u2028' });
  });

  it('dates the event in its own time zone', () => {
    expect(isoDateTime('18/03/2025', '09:00', 'America/Sao_Paulo')).toBe('2025-03-18T09:00:00-03:00');
    expect(isoDateTime('18/03/2025', '9h', 'America/Sao_Paulo')).toBeNull();
  });
});
