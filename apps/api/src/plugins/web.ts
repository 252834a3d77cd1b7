import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type CoverSource, coverSources, type Event } from '@vitrine/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { ifNoneMatch, weakEtag } from '../lib/http-cache.ts';
import { createEventsRepository } from '../modules/events/events.repository.ts';
import { createEventsService } from '../modules/events/events.service.ts';

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
}

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
          response.header('cache-control', 'no-cache');
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          response.header('cache-control', 'public, max-age=3600');
        }
      },
    });

    // The event page's HTML carries its cover's preload, so the browser fetches the largest paint
    // with the page instead of after the scripts, the config and the event's data (Lighthouse
    // "LCP request discovery"). Rendered once per event into the ReadCache: same short life, and
    // dropped with the event's cached read when a producer changes it.
    const plain = rendered(spaIndex);
    const events = createEventsService(createEventsRepository(app.database.db));
    const defaultTenant = options.defaultTenant;

    async function eventIndex(
      request: FastifyRequest,
      id: number | null | undefined,
    ): Promise<RenderedIndex> {
      if (!defaultTenant || id === undefined) return plain;
      const tenant = await app.tenants.find(defaultTenant);
      const eventId = id ?? options.defaultEventId ?? tenant?.defaultEventId ?? null;
      if (!tenant || eventId === null) return plain;
      return app.readCache.read(tenant.id, `web-index/${eventId}`, async () => {
        try {
          const event = await events.get(tenant.id, eventId);
          const body = withBootCover(withHeadTags(spaIndex, coverPreloads(event)), event);
          return body === spaIndex ? plain : rendered(body);
        } catch (error) {
          // A missing event still gets the app, which shows its own "not found".
          if (error instanceof AppError && error.statusCode === 404) return plain;
          request.log.warn({ err: error }, 'event page preload skipped');
          throw error;
        }
      });
    }

    async function sendEventIndex(
      request: FastifyRequest,
      reply: FastifyReply,
      /** The page's event; null for the default event, undefined for an address of none. */
      id: number | null | undefined,
    ) {
      let index = plain;
      try {
        index = await eventIndex(request, id);
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

    const pageConfig = { config: { tenant: 'none' as const } };
    app.get('/event', pageConfig, (request, reply) => sendEventIndex(request, reply, null));
    app.get<{ Params: { id: string } }>('/event/:id', pageConfig, (request, reply) => {
      const id = /^[1-9]\d{0,8}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      return sendEventIndex(request, reply, id);
    });
  },
  { name: 'web' },
);
