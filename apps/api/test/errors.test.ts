import { type AddressInfo, connect } from 'node:net';
import { errorCodes } from '@vitrine/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/app-error.ts';
import { buildTestApp, demoTenant, type TestApp } from './helpers.ts';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
  // A JSON route and a crashing route, to exercise the shared error handler as a real module would.
  const api = test.app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(1), age: z.number().int().min(0) }) } },
    (request) => request.body,
  );
  api.get('/api/test/crash', () => {
    throw new Error('secret internal detail: password=hunter2');
  });
  api.get('/api/test/not-found', () => {
    throw new AppError(404, 'EVENT_NOT_FOUND', [42]);
  });
  await test.app.ready();
});
afterAll(() => test.close());

const expectErrorShape = (body: unknown, code: string) => {
  expect(body).toEqual({ code, message: expect.any(String), args: expect.any(Array) });
  expect(errorCodes).toContain(code);
};

describe('tenant', () => {
  it('is required on /api routes', async () => {
    const response = await test.app.inject({ url: '/api/event' });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 'TENANT_REQUIRED');
  });

  it('must exist', async () => {
    for (const tenant of ['nope', '../etc', 'A'.repeat(300), '']) {
      const response = await test.app.inject({ url: '/api/event', headers: { 'x-tenant': tenant } });
      expect(response.statusCode, tenant).toBe(tenant === '' ? 400 : 404);
      expectErrorShape(response.json(), tenant === '' ? 'TENANT_REQUIRED' : 'TENANT_NOT_FOUND');
    }
  });

  it('is not needed for health, readiness, docs and OpenAPI', async () => {
    for (const url of ['/api/health', '/api/ready', '/api/openapi.json', '/api/docs', '/api/docs/json']) {
      const response = await test.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(400);
    }
  });

  it('falls back to the default tenant for the config a browser loads first', async () => {
    const response = await test.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tenant: 'demo', providers: { google: false } });
    expect(response.json().defaultEventId).toEqual(expect.any(Number));
    const unknown = await test.app.inject({ url: '/api/config?tenant=elsewhere' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('error handler', () => {
  it('answers an unknown route with 404 ROUTE_NOT_FOUND, tenant or not', async () => {
    for (const headers of [{}, demoTenant]) {
      const response = await test.app.inject({ url: '/api/nothing/here', headers });
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'ROUTE_NOT_FOUND');
    }
    const probe = `/api/nothing/${'<script>alert(1)</script>'.repeat(4)}`;
    const echoed = await test.app.inject({ url: probe, headers: demoTenant });
    expect(echoed.statusCode).toBe(404);
    expect(echoed.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', args: ['GET'] });
    expect(echoed.body).not.toContain('script');
  });

  it('answers a wrong method with 405 and the allowed ones', async () => {
    const response = await test.app.inject({ method: 'PATCH', url: '/api/event/1', headers: demoTenant });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expectErrorShape(response.json(), 'METHOD_NOT_ALLOWED');
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...demoTenant, 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 'INVALID_JSON');
  });

  it('names every failing field of an invalid body', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: demoTenant,
      payload: { name: '', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expectErrorShape(body, 'VALIDATION_ERROR');
    expect(body.args.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'body.age',
      'body.name',
    ]);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: demoTenant,
      payload: { name: 'x'.repeat(1_100_000), age: 1 },
    });
    expect(response.statusCode).toBe(413);
    expectErrorShape(response.json(), 'PAYLOAD_TOO_LARGE');
  });

  it('answers a content type it cannot read with 415', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...demoTenant, 'content-type': 'application/x-unknown' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
    expectErrorShape(response.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('keeps internals out of a 500', async () => {
    const response = await test.app.inject({ url: '/api/test/crash', headers: demoTenant });
    expect(response.statusCode).toBe(500);
    expectErrorShape(response.json(), 'INTERNAL_ERROR');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('passes a domain error through with its code and arguments', async () => {
    const response = await test.app.inject({ url: '/api/test/not-found', headers: demoTenant });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'EVENT_NOT_FOUND', message: 'Event not found', args: [42] });
  });
});

/** Fastify's and node's own refusals used to answer in their shape, echoing the request back. */
describe("the server's own limits", () => {
  const marker = 'echo-me-not';

  it('answers a path parameter over 200 characters with 414 URI_TOO_LONG, echoing nothing', async () => {
    const response = await test.app.inject({
      url: `/api/media/${marker}${'a'.repeat(5_000)}.jpg`,
      headers: demoTenant,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ code: 'URI_TOO_LONG', message: 'Request URL is too long', args: [] });
    expect(response.body).not.toContain(marker);
    // No hook ran, yet it carries what every answer carries.
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a URL that does not decode with 400 BAD_REQUEST, echoing nothing', async () => {
    const response = await test.app.inject({ url: `/api/event/${marker}%E0%A4%A`, headers: demoTenant });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Malformed request', args: [] });
  });

  it("answers headers past node's limit (a 60 KB query) with 431 HEADERS_TOO_LARGE", async () => {
    // Only a real socket goes through node's HTTP parser.
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/event?q=${marker}${'x'.repeat(60_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body)).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: 'Request headers are too large',
      args: [],
    });
    expect(raw).not.toContain(marker);
  });
});

describe('transport', () => {
  it('sets a request id, echoing a well-formed one and replacing a malformed one', async () => {
    const own = await test.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-12345678' } });
    expect(own.headers['x-request-id']).toBe('abc-12345678');
    const bad = await test.app.inject({ url: '/api/health', headers: { 'x-request-id': 'x y<script>' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const response = await test.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('allows the public origin through CORS and not others', async () => {
    const preflight = (origin: string) =>
      test.app.inject({
        method: 'OPTIONS',
        url: '/api/event',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-tenant',
        },
      });
    expect((await preflight('http://localhost:3000')).headers['access-control-allow-origin']).toBe(
      'http://localhost:3000',
    );
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI 3 document of the contract schemas', async () => {
    const document = (await test.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/event', '/api/event/{id}', '/api/config']),
    );
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Event', 'ApiError']));
    const docs = await test.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
