import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { coverSizes, type Event, limits, mediaSrcSet, mobileCoverSizes } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, tenants } from '../src/db/schema.ts';
import { buildTestApp, demoTenant, type TestApp } from './helpers.ts';
import { makeTempDir } from './template.ts';

let test: TestApp;
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  // A built web app as Vite lays it out: index.html, the service worker, hashed assets.
  const dist = await makeTempDir('dist');
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Vitrine"}');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  test = await buildTestApp({ WEB_DIST: dist });
});
afterAll(() => test.close());

describe('serving the web app', () => {
  it('answers client-side routes with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/initial',
      '/event',
      '/auth/login/guest',
      '/auth/callback?token=x',
      '/no/such/page',
    ]) {
      const response = await test.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    }
  });

  it('caches hashed assets for a year and the service worker never', async () => {
    const asset = await test.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.etag).toBeDefined();
    const worker = await test.app.inject({ url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await test.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not the app', async () => {
    const response = await test.app.inject({ url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('never answers an API path with the app', async () => {
    const response = await test.app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('does not fall back for other methods', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/initial' });
    expect(response.statusCode).toBe(404);
    // The event page is a route of its own (it carries the cover's preload): a wrong method there.
    const event = await test.app.inject({ method: 'POST', url: '/event' });
    expect(event.statusCode).toBe(405);
    expect(event.headers['content-type']).toContain('application/json');
  });
});

describe("the event page's HTML", () => {
  let page: TestApp;
  const shell =
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />' +
    '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Vitrine</title>' +
    '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root">' +
    '<div role="status" data-boot><div class="relative"><div class="animate-shimmer"></div><!--boot:cover--></div></div>' +
    '</div></body></html>';
  /** The shell with the event's preloads, share card (web-share-card.test.ts) and boot cover taken out again. */
  const withoutEventParts = (html: string) =>
    html
      .replace(/<link rel="preload" as="image"[^>]*>\s*/g, '')
      .replace(/<meta (?:property|name)="(?:og|twitter|description)[^>]*>|<link rel="canonical"[^>]*>/g, '')
      .replace(/<script type="application\/ld\+json">.*?<\/script>\s*/, '')
      .replace(/<title>.*?<\/title>/, '<title>Vitrine</title>')
      .replace(/<picture>.*?<\/picture>/, '<!--boot:cover-->')
      .replace(' data-boot="hold">', ' data-boot>');
  let tenantId: number;
  let eventId: number;

  beforeAll(async () => {
    const dist = await makeTempDir('dist');
    await writeFile(path.join(dist, 'index.html'), shell);
    page = await buildTestApp({ WEB_DIST: dist });
    const [tenant] = await page.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    tenantId = tenant!.id;
    eventId = tenant!.defaultEventId!;
  });
  afterAll(() => page.close());

  /** The preload tags the page must carry: the web app's own srcset and sizes for its <picture>. */
  function expectedPreloads(event: Event): string[] {
    const mobile = `(max-width: ${limits.mobileBreakpointPx}px)`;
    const tag = (url: string, sizes: string, media: string) =>
      `<link rel="preload" as="image" imagesrcset="${mediaSrcSet(url)}" imagesizes="${sizes}" media="${media}" fetchpriority="high" />`;
    return [
      tag(event.coverPhotoMobile!, mobileCoverSizes, mobile),
      tag(event.coverPhoto!, coverSizes, `(min-width: ${limits.mobileBreakpointPx + 1}px)`),
    ];
  }

  it("carries the preload of the default event's cover, before the scripts", async () => {
    const event = (
      await page.app.inject({ url: `/api/event/${eventId}`, headers: demoTenant })
    ).json<Event>();
    expect(mediaSrcSet(event.coverPhoto)).toBeDefined();
    for (const url of ['/event', `/event/${eventId}`]) {
      const response = await page.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      for (const tag of expectedPreloads(event)) {
        expect(response.body, url).toContain(tag);
        // After the viewport (its media query must see the phone's width), before the scripts.
        expect(response.body.indexOf(tag)).toBeGreaterThan(response.body.indexOf('name="viewport"'));
        expect(response.body.indexOf(tag)).toBeLessThan(response.body.indexOf('<script'));
      }
      // The boot screen shows the cover, with the same candidates, and is held for the header.
      expect(response.body).toContain(' data-boot="hold">');
      expect(response.body).toContain(
        `<picture><source srcset="${mediaSrcSet(event.coverPhotoMobile)}" sizes="${mobileCoverSizes}" media="(max-width: ${limits.mobileBreakpointPx}px)" />` +
          `<img src="${event.coverPhoto}" srcset="${mediaSrcSet(event.coverPhoto)}" sizes="${coverSizes}" alt="" fetchpriority="high" class="absolute inset-0 size-full object-cover" /></picture>`,
      );
      expect(withoutEventParts(response.body)).toBe(shell);
    }
  });

  it('answers a revalidation with 304 and sends brotli or gzip when accepted', async () => {
    const first = await page.app.inject({ url: '/event' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await page.app.inject({ url: '/event', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await page.app.inject({ url: '/event', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await page.app.inject({ url: '/event', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it('still serves the app, without a preload, for a missing event or a malformed id', async () => {
    for (const url of ['/event/999999', '/event/abc', '/event/0']) {
      const response = await page.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shell);
    }
  });

  it('follows the event once the read cache is invalidated', async () => {
    const before = await page.app.inject({ url: `/event/${eventId}` });
    expect(before.body).toContain('media="(max-width');
    await page.database.db.update(events).set({ coverPhotoMobileId: null }).where(eq(events.id, eventId));
    page.app.readCache.invalidate(tenantId);
    const event = (
      await page.app.inject({ url: `/api/event/${eventId}`, headers: demoTenant })
    ).json<Event>();
    expect(event.coverPhotoMobile).toBeNull();
    const after = await page.app.inject({ url: `/event/${eventId}` });
    expect(after.body).toContain(
      `<link rel="preload" as="image" imagesrcset="${mediaSrcSet(event.coverPhoto)}" imagesizes="${coverSizes}" fetchpriority="high" />`,
    );
    expect(after.body).not.toContain('media="(max-width');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
