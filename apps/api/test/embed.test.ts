import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema.ts';
import { frameAncestors, withFrameAncestors } from '../src/plugins/web-embed.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { makeTempDir } from './template.ts';

// The embeddable widgets' pages: framable by the tenant's allowed origins only, while
// every other page of the app stays unframeable by other sites.
let test: TestApp;
const indexHtml = '<!doctype html><html><head><title>Vitrine</title></head><body></body></html>';
const embedHtml =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Vitrine</title>' +
  '<script type="module" src="/assets/embed-a.js"></script>' +
  '<link rel="manifest" href="/manifest.webmanifest"></head><body><main id="embed"></main></body></html>';

beforeAll(async () => {
  const dist = await makeTempDir('dist');
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, 'embed.html'), embedHtml);
  await writeFile(path.join(dist, 'embed.js'), '(() => {})();');
  test = await buildTestApp({ WEB_DIST: dist });
  await test.database.db.insert(tenants).values({ slug: 'other', name: 'Other' });
});
afterAll(() => test.close());

async function allow(slug: string, embedOrigins: string[] | null) {
  await test.database.db.update(tenants).set({ embedOrigins }).where(eq(tenants.slug, slug));
  test.app.tenants.forget();
}
const frameAncestorsOf = (csp: string | undefined) => /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];

describe('the embed pages', () => {
  it('are framable by the origins the tenant allows, without X-Frame-Options', async () => {
    await allow('demo', ['https://feira.example.com', 'http://localhost:8080']);
    for (const widget of ['agenda', 'expositores']) {
      const response = await test.app.inject({ url: `/embed/${widget}/1?lang=en` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-frame-options']).toBeUndefined();
      const csp = String(response.headers['content-security-policy']);
      expect(frameAncestorsOf(csp)).toBe("'self' https://feira.example.com http://localhost:8080");
      // Only that directive changes: the rest of the policy is the app's.
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp.match(/frame-ancestors/g)).toHaveLength(1);
      // The tenant is in the page; the app's manifest is not.
      expect(response.body).toContain('<meta name="vitrine-tenant" content="demo" />');
      expect(response.body).not.toContain('rel="manifest"');
    }
  });

  it('are framable by any site with `*`', async () => {
    await allow('demo', ['*']);
    const response = await test.app.inject({ url: '/embed/agenda/1' });
    expect(frameAncestorsOf(String(response.headers['content-security-policy']))).toBe('*');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it("are framable by the app's own origin only when the tenant set nothing", async () => {
    await allow('demo', null);
    const response = await test.app.inject({ url: '/embed/expositores/1' });
    expect(response.statusCode).toBe(200);
    expect(frameAncestorsOf(String(response.headers['content-security-policy']))).toBe("'self'");
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('follow the tenant the address names, and refuse an unknown one', async () => {
    await allow('demo', ['*']);
    await allow('other', ['https://other.example.org']);
    const other = await test.app.inject({ url: '/embed/agenda/1?tenant=other&theme=dark' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('content="other"');
    expect(other.body).toContain('<html lang="pt-BR" data-theme="dark">');
    expect(frameAncestorsOf(String(other.headers['content-security-policy']))).toBe(
      "'self' https://other.example.org",
    );
    for (const tenant of ['nobody-here', 'Bad"Slug']) {
      const response = await test.app.inject({ url: `/embed/agenda/1?tenant=${encodeURIComponent(tenant)}` });
      expect(response.statusCode, tenant).toBe(404);
      expect(response.body).not.toContain(tenant);
    }
  });

  it('leave the rest of the app unframeable by other sites', async () => {
    await allow('demo', ['*']);
    for (const url of ['/', '/event', '/event/1', '/index.html', '/embed.html', '/api/config']) {
      const response = await test.app.inject({ url, headers: { 'x-tenant': 'demo' } });
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(frameAncestorsOf(String(response.headers['content-security-policy'])), url).toBe("'self'");
    }
  });

  it('serves /embed.js as a cached static script', async () => {
    const response = await test.app.inject({ url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toBeDefined();
  });
});

describe('frame-ancestors', () => {
  it("is 'self' plus the listed origins, `*`, or 'self' alone", () => {
    expect(frameAncestors(null)).toBe("'self'");
    expect(frameAncestors([])).toBe("'self'");
    expect(frameAncestors(['*', 'https://a.example'])).toBe('*');
    expect(frameAncestors(['https://a.example'])).toBe("'self' https://a.example");
  });

  it('replaces only that directive', () => {
    expect(withFrameAncestors("default-src 'self';frame-ancestors 'self';img-src https:", '*')).toBe(
      "default-src 'self';img-src https:;frame-ancestors *",
    );
  });
});
