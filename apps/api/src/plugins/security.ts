import cors, { type FastifyCorsOptions } from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { unstorableText } from '../lib/text-input.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fixed security headers, for answers written without hooks (router and parser errors). */
    securityHeaders?: [string, string][];
  }
}

/** Helmet's options; exported so a test can compare the fixed headers with helmet's own output. */
export function helmetOptions(publicUrl: string): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The badge scanner's QR decoder is WebAssembly (our own .wasm) where the browser has no
        // BarcodeDetector; 'wasm-unsafe-eval' lets it compile and allows no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles and remote images in rich text come from other hosts over https.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Event videos may be any https file the producer links (mp4, webm or ogg links).
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
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
    strictTransportSecurity: publicUrl.startsWith('https:') ? undefined : false,
  };
}

/**
 * The headers helmet sets with these options. They depend on nothing in the request (no nonces,
 * no per-route options), yet @fastify/helmet rebuilds them (CSP parsing included) on every
 * response; so ask helmet once, through a throwaway instance, and replay its output.
 */
export async function fixedSecurityHeaders(publicUrl: string): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  let headers: [string, string][] = [];
  await probe.register(helmet, helmetOptions(publicUrl));
  // Helmet writes on the raw response in its own onRequest hooks, which run before this one.
  probe.addHook('onRequest', async (_request, reply) => {
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]);
  });
  probe.get('/', () => '');
  await probe.inject('/');
  await probe.close();
  return headers;
}

export function corsOptions(publicUrl: string, dev: boolean): FastifyCorsOptions {
  const allowed = new Set([new URL(publicUrl).origin]);
  return {
    origin: (origin, callback) => {
      // Same-origin requests and non-browser clients send no Origin.
      if (!origin || allowed.has(origin) || (dev && /^http:\/\/localhost:\d+$/.test(origin))) {
        callback(null, true);
      } else {
        callback(null, false);
      }
    },
    credentials: true,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Tenant', 'X-Request-Id', 'Accept-Language'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'ETag'],
    maxAge: 600,
  };
}

/**
 * Security headers, CORS, and no NUL in any parameter, query or JSON body (the database cannot
 * store it). The web app is served from the same origin; CORS is for other front ends.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; dev: boolean }) => {
    const headers = await fixedSecurityHeaders(options.publicUrl);
    app.decorate('securityHeaders', headers);
    // On the raw response, as helmet does, so error replies and hijacked routes carry them too.
    app.addHook('onRequest', (_request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of headers) raw.setHeader(name, value);
      done();
    });
    app.addHook('preValidation', async (request) => {
      const found =
        unstorableText(request.params, 'params') ??
        unstorableText(request.query, 'querystring') ??
        unstorableText(request.body, 'body');
      if (found) throw new AppError(400, 'VALIDATION_ERROR', [found]);
    });
    await app.register(cors, corsOptions(options.publicUrl, options.dev));
  },
  { name: 'security' },
);
