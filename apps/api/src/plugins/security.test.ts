import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corsOptions, helmetOptions, securityPlugin } from './security.ts';

/** The same little app, with its security headers from stock @fastify/helmet or from securityPlugin. */
async function build(kind: 'helmet' | 'fixed', publicUrl: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (kind === 'helmet') {
    await app.register(helmet, helmetOptions(publicUrl));
    await app.register(cors, corsOptions(publicUrl, false));
  } else {
    await app.register(securityPlugin, { publicUrl, dev: false });
  }
  app.get('/json', () => ({ ok: true }));
  app.get('/text', (_request, reply) => reply.type('text/html').header('vary', 'Accept').send('<p>'));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  return app;
}

const requests: InjectOptions[] = [
  { url: '/json' },
  { url: '/text' },
  { url: '/fails' },
  { url: '/missing' },
  { url: '/json', headers: { origin: 'https://vitrine.example' } },
  { url: '/json', headers: { origin: 'https://evil.example' } },
  {
    method: 'OPTIONS',
    url: '/json',
    headers: {
      origin: 'https://vitrine.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-tenant',
    },
  },
  {
    method: 'OPTIONS',
    url: '/json',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
  },
];

describe.each(['https://vitrine.example', 'http://localhost:8080'])(
  'security headers for %s',
  (publicUrl) => {
    const apps: Record<'helmet' | 'fixed', FastifyInstance | undefined> = {
      helmet: undefined,
      fixed: undefined,
    };
    beforeAll(async () => {
      apps.helmet = await build('helmet', publicUrl);
      apps.fixed = await build('fixed', publicUrl);
    });
    afterAll(async () => {
      await apps.helmet?.close();
      await apps.fixed?.close();
    });

    it.each(requests.map((r) => [`${r.method ?? 'GET'} ${r.url} ${JSON.stringify(r.headers ?? {})}`, r]))(
      'are the same as helmet and cors set per request: %s',
      async (_name, request) => {
        const [expected, actual] = await Promise.all([
          apps.helmet!.inject(request),
          apps.fixed!.inject(request),
        ]);
        const { date: _a, ...want } = expected.headers;
        const { date: _b, ...got } = actual.headers;
        expect(actual.statusCode).toBe(expected.statusCode);
        expect(got).toEqual(want);
        expect(Object.keys(got)).toEqual(Object.keys(want));
        expect(got['content-security-policy']).toContain("default-src 'self'");
      },
    );
  },
);
