import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html of the built web app, served for client-side routes; null when not built. */
    spaIndex: Buffer | null;
  }
}

const noCache = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** Serves the built web app: hashed assets cached for a year, the shell and service worker never. */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const indexFile = path.join(options.root, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
      app.decorate('spaIndex', null);
      return;
    }
    app.decorate('spaIndex', readFileSync(indexFile));
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      etag: true,
      lastModified: true,
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
  },
  { name: 'web' },
);
