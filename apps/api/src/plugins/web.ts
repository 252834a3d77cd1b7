import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  type CoverSource,
  coverSources,
  type Event,
  type Exhibitor,
  type Property,
  pagePaths,
  type Speaker,
} from '@vitrine/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { ifNoneMatch, weakEtag } from '../lib/etags.ts';
import type { Tenant } from './tenant.ts';
import {
  eventCard,
  eventJsonLd,
  exhibitorCard,
  propertyCard,
  type ShareCard,
  shareCardTags,
  speakerCard,
  withPageTitle,
} from './web-share-card.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html of the built web app, served for client-side routes; null when not built. */
    spaIndex: Buffer | null;
  }
}

export interface WebOptions {
  root: string;
  /** The tenant a navigation without `?tenant=` belongs to (as `GET /api/config` decides). */
  defaultTenant?: string;
  /** The deployment's default event, over the tenant's own (as `GET /api/config` decides). */
  defaultEventId?: number;
  /** PUBLIC_URL: share cards carry absolute addresses. */
  publicUrl: string;
  /** The shareable pages' reads, given by app.ts: plugins sit below the modules that answer them. */
  pages: SharedPageReads;
}

/** Reads of what a shareable page shows, as its public API route answers them (404 when absent). */
export interface SharedPageReads {
  event(tenantId: number, id: number): Promise<Event>;
  speaker(tenantId: number, id: number): Promise<Speaker>;
  property(tenantId: number, id: number): Promise<Property>;
  exhibitor(tenantId: number, id: number): Promise<Exhibitor>;
}

/** A page whose HTML the server renders itself; `eventId` null is the default event (`/event`). */
type SharedPage =
  | { kind: 'event'; eventId: number | null }
  | { kind: 'speaker'; eventId: number; speakerId: number }
  | { kind: 'property'; eventId: number; propertyId: number }
  | { kind: 'exhibitor'; exhibitorId: number };

/** A path's id: a positive int4-sized number, else undefined (the app says "not found" itself). */
const pathId = (value: string): number | undefined =>
  /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

const noCache = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The preloads of an event's cover, the page's largest paint: the contract's `coverSources`, the
 * same the web app's header <picture> and its own preload use, so the browser picks the same
 * candidate and the <img> reuses the response. Empty when the event has no cover.
 */
export function coverPreloads(event: Pick<Event, 'coverPhoto' | 'coverPhotoMobile'>): string {
  return coverSources(event)
    .map(({ src, srcSet, sizes, media }) => {
      const source = srcSet
        ? `imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(sizes)}"`
        : `href="${escapeAttribute(src)}"`;
      const query = media ? ` media="${escapeAttribute(media)}"` : '';
      return `<link rel="preload" as="image" ${source}${query} fetchpriority="high" />`;
    })
    .join('');
}

/**
 * The cover inside the boot screen's slot (apps/web index.html `<!--boot:cover-->`), with the
 * preload's sources, and the screen marked `data-boot="hold"`: the web app keeps that screen until
 * the event's header is ready (src/lib/boot/boot-screen.ts), so the cover, the page's largest
 * paint, shows before any script runs. Decorative there (the screen is a loading status); the
 * header's own <img> carries the alt text. Unchanged without a cover or without the slot.
 */
export function withBootCover(index: Buffer, event: Pick<Event, 'coverPhoto' | 'coverPhotoMobile'>): Buffer {
  const sources = coverSources(event);
  const img = sources.at(-1);
  const html = index.toString('utf8');
  if (!img || !html.includes('<!--boot:cover-->') || !html.includes(' data-boot>')) return index;
  const source = ({ src, srcSet, sizes, media }: CoverSource) =>
    `<source srcset="${escapeAttribute(srcSet ?? src)}" sizes="${escapeAttribute(sizes)}"${media ? ` media="${escapeAttribute(media)}"` : ''} />`;
  const picture =
    `<picture>${sources.slice(0, -1).map(source).join('')}` +
    `<img src="${escapeAttribute(img.src)}"${img.srcSet ? ` srcset="${escapeAttribute(img.srcSet)}" sizes="${escapeAttribute(img.sizes)}"` : ''}` +
    ' alt="" fetchpriority="high" class="absolute inset-0 size-full object-cover" /></picture>';
  return Buffer.from(html.replace('<!--boot:cover-->', picture).replace(' data-boot>', ' data-boot="hold">'));
}

/**
 * `index` with `tags` in its head, after its <meta>s (the viewport's among them: a media query
 * read before it sees a 980 px page) and before its links and scripts; unchanged without a head.
 */
export function withHeadTags(index: Buffer, tags: string): Buffer {
  if (!tags) return index;
  const html = index.toString('utf8');
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return index;
  const start = head.index + head[0].length;
  const next = /<(?:link|script|style|title|\/head)\b/i.exec(html.slice(start));
  if (!next) return index;
  const at = start + next.index;
  return Buffer.from(`${html.slice(0, at)}${tags}\n    ${html.slice(at)}`);
}

interface RenderedIndex {
  body: Buffer;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

function rendered(body: Buffer): RenderedIndex {
  return {
    body,
    etag: weakEtag(body),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body),
  };
}

/** The encoding to send: brotli, then gzip, as the client accepts them (q=0 refuses). */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Serves the built web app: hashed assets cached for a year, the shell and service worker never. */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebOptions) => {
    const indexFile = path.join(options.root, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
      app.decorate('spaIndex', null);
      return;
    }
    const spaIndex = readFileSync(indexFile);
    app.decorate('spaIndex', spaIndex);
    // The built files are sent precompressed (.br/.gz) by what the client accepts; a cache must
    // key on it. @fastify/static 9 says so on the raw response only, where the replayed CORS
    // `Vary: Origin` would replace it, so it is added to the reply's own header here.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.getHeader('content-encoding') || reply.raw.getHeader('content-encoding')) {
        const vary = String(reply.getHeader('vary') ?? '');
        if (!/accept-encoding/i.test(vary))
          reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      }
      done(null, payload);
    });
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      etag: true,
      lastModified: true,
      // The build writes .br/.gz beside each text asset (apps/web vite.config.ts precompress).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const name = path.basename(filePath);
        if (noCache.has(name) || name.startsWith('workbox-')) {
          response.setHeader('cache-control', 'no-cache');
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          response.setHeader('cache-control', 'public, max-age=3600');
        }
      },
    });

    // The event page's HTML carries its cover's preload, so the browser fetches the largest paint
    // with the page instead of after the scripts, the config and the event's data (Lighthouse
    // "LCP request discovery"). Shareable pages (the event, a speaker, a property, an exhibitor)
    // carry their share card too: link previews read only this HTML. Rendered once per page into
    // the ReadCache: same short life, and dropped with the tenant's cached reads when a producer
    // changes anything.
    const plain = rendered(spaIndex);
    const { defaultTenant, publicUrl, pages } = options;

    /** The value, or null when the row does not exist (the app shows its own "not found"). */
    async function found<T>(load: Promise<T>): Promise<T | null> {
      try {
        return await load;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    }

    /** `spaIndex` with the page's title, card, JSON-LD and, on the event's pages, its cover. */
    function page(card: ShareCard, event: Event | null, jsonLd = ''): RenderedIndex {
      const head = shareCardTags(card) + (event ? coverPreloads(event) : '') + jsonLd;
      const body = withHeadTags(withPageTitle(spaIndex, card.title), head);
      return rendered(event ? withBootCover(body, event) : body);
    }

    async function renderPage(tenant: Tenant, shared: SharedPage): Promise<RenderedIndex> {
      if (shared.kind === 'exhibitor') {
        const exhibitor = await found(pages.exhibitor(tenant.id, shared.exhibitorId));
        const url = `${publicUrl}${pagePaths.exhibitor(shared.exhibitorId)}`;
        return exhibitor ? page(exhibitorCard(exhibitor, url, publicUrl), null) : plain;
      }
      // `/event` is the deployment's default event, else the tenant's (as `GET /api/config` says).
      const eventId = shared.eventId ?? options.defaultEventId ?? tenant.defaultEventId ?? null;
      if (eventId === null) return plain;
      const event = await found(pages.event(tenant.id, eventId));
      if (!event) return plain;
      const eventUrl = `${publicUrl}${shared.eventId === null ? '/event' : pagePaths.event(eventId)}`;
      if (shared.kind === 'speaker') {
        const speaker = await found(pages.speaker(tenant.id, shared.speakerId));
        const url = `${publicUrl}${pagePaths.speaker(eventId, shared.speakerId)}`;
        if (speaker) return page(speakerCard(speaker, event, url, publicUrl), event);
      }
      if (shared.kind === 'property') {
        const property = await found(pages.property(tenant.id, shared.propertyId));
        const url = `${publicUrl}${pagePaths.property(eventId, shared.propertyId)}`;
        if (property) return page(propertyCard(property, event, url, publicUrl), event);
      }
      // The event's own page, and a detail that no longer exists: the event's card.
      const jsonLd = eventJsonLd(event, { url: eventUrl, publicUrl, organizer: tenant.name });
      return page(eventCard(event, eventUrl, publicUrl), event, jsonLd);
    }

    const cacheKey = (shared: SharedPage) => {
      switch (shared.kind) {
        case 'event':
          return `web-index/event/${shared.eventId ?? 'default'}`;
        case 'speaker':
          return `web-index/speaker/${shared.eventId}/${shared.speakerId}`;
        case 'property':
          return `web-index/property/${shared.eventId}/${shared.propertyId}`;
        case 'exhibitor':
          return `web-index/exhibitor/${shared.exhibitorId}`;
      }
    };

    async function pageIndex(
      request: FastifyRequest,
      shared: SharedPage | undefined,
    ): Promise<RenderedIndex> {
      if (!defaultTenant || shared === undefined) return plain;
      const tenant = await app.tenants.find(defaultTenant);
      if (!tenant) return plain;
      return app.readCache.read(tenant.id, cacheKey(shared), async () => {
        try {
          return await renderPage(tenant, shared);
        } catch (error) {
          request.log.warn({ err: error }, 'page preload and share card skipped');
          throw error;
        }
      });
    }

    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      /** undefined for an address naming no row (a malformed id): the plain app. */
      shared: SharedPage | undefined,
    ) {
      let index = plain;
      try {
        index = await pageIndex(request, shared);
      } catch {
        // The database is down: the app still loads, and says so itself.
      }
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding')
        .header('etag', index.etag);
      if (ifNoneMatch(request.headers['if-none-match'], index.etag)) return reply.code(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(index.body);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? index.br : index.gzip);
    }

    // The web app's shareable addresses (the contract's `pagePaths`).
    const pageConfig = { config: { tenant: 'none' as const } };
    type Ids = { id: string; speakerId?: string; propertyId?: string };
    app.get('/event', pageConfig, (request, reply) =>
      sendPage(request, reply, { kind: 'event', eventId: null }),
    );
    app.get<{ Params: Ids }>('/event/:id', pageConfig, (request, reply) => {
      const eventId = pathId(request.params.id);
      return sendPage(request, reply, eventId === undefined ? undefined : { kind: 'event', eventId });
    });
    app.get<{ Params: Ids }>(pagePaths.speaker(':id', ':speakerId'), pageConfig, (request, reply) => {
      const eventId = pathId(request.params.id);
      const speakerId = pathId(request.params.speakerId ?? '');
      return sendPage(
        request,
        reply,
        eventId !== undefined && speakerId !== undefined
          ? { kind: 'speaker', eventId, speakerId }
          : undefined,
      );
    });
    app.get<{ Params: Ids }>(pagePaths.property(':id', ':propertyId'), pageConfig, (request, reply) => {
      const eventId = pathId(request.params.id);
      const propertyId = pathId(request.params.propertyId ?? '');
      return sendPage(
        request,
        reply,
        eventId !== undefined && propertyId !== undefined
          ? { kind: 'property', eventId, propertyId }
          : undefined,
      );
    });
    app.get<{ Params: Ids }>(pagePaths.exhibitor(':id'), pageConfig, (request, reply) => {
      const exhibitorId = pathId(request.params.id);
      return sendPage(
        request,
        reply,
        exhibitorId === undefined ? undefined : { kind: 'exhibitor', exhibitorId },
      );
    });
  },
  { name: 'web' },
);
