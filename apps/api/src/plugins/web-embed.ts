import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { weakEtag } from '../lib/etags.ts';
import { withHeadTags } from './web.ts';

export interface WebEmbedOptions {
  /** The built web app (apps/web/dist), whose embed.html is the widgets' page. */
  root: string;
  /** The tenant of a widget whose address names none (`?tenant=`), as for the app's pages. */
  defaultTenant?: string;
}

const slugPattern = /^[a-z0-9-]{1,63}$/;

/**
 * The CSP `frame-ancestors` sources for a tenant's widgets: its `embedOrigins` (validated origins,
 * contract `embedOriginSchema`), `*` for any site, and the app's own origin when none is set, so an
 * organizer opts in.
 */
export function frameAncestors(embedOrigins: readonly string[] | null): string {
  if (!embedOrigins || embedOrigins.length === 0) return "'self'";
  if (embedOrigins.includes('*')) return '*';
  return ["'self'", ...embedOrigins].join(' ');
}

/** `csp` (helmet's fixed policy) with its frame-ancestors directive replaced by `sources`. */
export function withFrameAncestors(csp: string, sources: string): string {
  const directives = csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^frame-ancestors\b/i.test(directive));
  return [...directives, `frame-ancestors ${sources}`].join(';');
}

/**
 * The embeddable widgets' pages: `/embed/agenda/{eventId}` and
 * `/embed/expositores/{eventId}` serve the web app's embed.html (its own small bundle, src/embed)
 * with the tenant written in, framable by the tenant's allowed origins only. Every other page keeps
 * helmet's policy (frame-ancestors 'self' and X-Frame-Options), so the app stays unframeable.
 * `/embed.js`, the script organizers paste, is a static file of the build (public/embed.js).
 */
export const webEmbedPlugin = fp(
  async (app: FastifyInstance, options: WebEmbedOptions) => {
    const file = path.join(options.root, 'embed.html');
    if (!existsSync(file)) return;
    // The manifest link vite-plugin-pwa adds to every page is the app's, not a widget's.
    const page = readFileSync(file, 'utf8').replace(/\s*<link rel="manifest"[^>]*>/, '');
    const csp = app.securityHeaders?.find(([name]) => name === 'content-security-policy')?.[1];

    async function sendWidget(request: FastifyRequest, reply: FastifyReply) {
      const query = request.query as { tenant?: unknown; theme?: unknown };
      const slug =
        typeof query.tenant === 'string' && query.tenant
          ? query.tenant.toLowerCase()
          : (options.defaultTenant ?? '');
      const tenant = slugPattern.test(slug) ? await app.tenants.find(slug) : null;
      if (!tenant) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send('Not found');
      }
      // Written by the server so the page's first paint is already in the asked-for theme.
      const dark = query.theme === 'dark' ? ' data-theme="dark"' : '';
      const body = withHeadTags(
        Buffer.from(page.replace(/<html([^>]*)>/, `<html$1${dark}>`)),
        `<meta name="vitrine-tenant" content="${tenant.slug}" />`,
      );
      // On the raw response, where the security plugin wrote helmet's headers.
      reply.raw.removeHeader('x-frame-options');
      if (csp) {
        reply.raw.setHeader(
          'content-security-policy',
          withFrameAncestors(csp, frameAncestors(tenant.embedOrigins)),
        );
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', weakEtag(body))
        .send(body);
    }

    const config = { config: { tenant: 'none' as const } };
    app.get('/embed/agenda/:eventId', config, sendWidget);
    app.get('/embed/expositores/:eventId', config, sendWidget);
  },
  { name: 'web-embed', dependencies: ['web', 'tenant'] },
);
