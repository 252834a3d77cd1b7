import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  embedForbiddenChunks,
  embedJsBudgetBytes,
  embedPageJs,
  entryScripts,
  initialEventJs,
  initialJsBudgetBytes,
  lazyOnlyChunks,
  staticImports,
  webDist,
} from '../../../bench/lib/bundle-size.mjs';

// The budget (docs/ARCHITECTURE.md, 'Benchmarks'), on the build `npm test` has just made: the
// JavaScript loaded before `/event` renders stays within 200 KB gzip, and the producer area and
// the editors are never part of it.
// `npm run bench` reports the same figure with the same function (bench/lib/bundle-size.mjs).
describe('initial JavaScript of /event (built apps/web/dist)', () => {
  const initial = initialEventJs();
  const names = initial.files.map((f) => f.name);

  it('is within 200 KB gzip', () => {
    expect(initial.files.length).toBeGreaterThan(1);
    expect(initial.totalGzipBytes).toBeGreaterThan(0);
    expect(initial.totalGzipBytes, names.join(', ')).toBeLessThanOrEqual(initialJsBudgetBytes);
  });

  it('leaves the producer area, tiptap and recharts out', () => {
    const assets = readdirSync(path.join(webDist, 'assets'));
    for (const { label, pattern } of lazyOnlyChunks) {
      // The chunk exists (so the check below is not vacuous) and is loaded only on demand.
      expect(
        assets.some((name) => pattern.test(name)),
        `${label}: no chunk named ${pattern}`,
      ).toBe(true);
      expect(
        names.filter((name) => pattern.test(name)),
        `${label} is in the initial set`,
      ).toEqual([]);
    }
    expect(initial.lazyOnlyViolations).toEqual([]);
  });

  it('is sent compressed by the real server, as measured', async () => {
    // The budget counts gzip bytes: the server must send them so (precompressed at build time).
    const entry = initial.files.find((f) => f.fromIndexHtml)!;
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${inject('baseUrl')}/assets/${entry.name}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect((await response.arrayBuffer()).byteLength).toBe(entry.bytes); // fetch decompressed it
    }
  });

  it('reads the entry and preloads from index.html and follows static imports only', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css">' +
      '<link rel="modulepreload" href="/assets/b.js"><script src="/legacy.js"></script>';
    expect(entryScripts(html)).toEqual(['/assets/index-a.js', '/assets/b.js']);
    const code =
      'import{a as b}from"./x-1.js";import"./y-2.js";import * as z from "./z-3.js";' +
      'const m=()=>import("./lazy-4.js");';
    expect(staticImports(code)).toEqual(['x-1.js', 'y-2.js', 'z-3.js']);
  });
});

// An embeddable widget's page loads its own small bundle, none of the app's code.
describe('JavaScript of an embed page (built apps/web/dist/embed.html)', () => {
  const embed = embedPageJs();
  const names = embed.files.map((f) => f.name);

  it('is within 40 KB gzip', () => {
    expect(
      names.some((name) => /^embed-/.test(name)),
      names.join(', '),
    ).toBe(true);
    expect(embed.totalGzipBytes, names.join(', ')).toBeLessThanOrEqual(embedJsBudgetBytes);
  });

  it("loads none of the app's chunks (React, router, i18n, producer area, feed)", () => {
    expect(names.filter((name) => embedForbiddenChunks.test(name))).toEqual([]);
  });

  it('is not precached by the service worker', () => {
    const worker = readFileSync(path.join(webDist, 'sw.js'), 'utf8');
    expect(worker).not.toMatch(/["'`]\/?(assets\/)?embed[-.]/);
  });
});
