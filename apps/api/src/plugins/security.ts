import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers and CORS. The web app is served from the same origin; CORS is for other front ends. */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; dev: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Map tiles and remote images in rich text come from other hosts over https.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          frameSrc: [
            'https://www.youtube.com',
            'https://www.youtube-nocookie.com',
            'https://player.vimeo.com',
          ],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Media are embedded by other origins (mail clients, shared links).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Plain http on localhost must keep working: no HSTS unless served over https.
      strictTransportSecurity: options.publicUrl.startsWith('https:') ? undefined : false,
    });
    const allowed = new Set([new URL(options.publicUrl).origin]);
    await app.register(cors, {
      origin: (origin, callback) => {
        // Same-origin requests and non-browser clients send no Origin.
        if (!origin || allowed.has(origin) || (options.dev && /^http:\/\/localhost:\d+$/.test(origin))) {
          callback(null, true);
        } else {
          callback(null, false);
        }
      },
      credentials: true,
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Tenant', 'X-Request-Id', 'Accept-Language'],
      exposedHeaders: ['X-Request-Id', 'Retry-After', 'ETag'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
