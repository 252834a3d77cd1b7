import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';
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
    const response = await test.app.inject({ method: 'POST', url: '/event' });
    expect(response.statusCode).toBe(404);
  });
});
