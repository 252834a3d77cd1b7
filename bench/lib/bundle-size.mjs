// The JavaScript a visitor's browser loads before `/event` can render, measured on the built web app
// (apps/web/dist). Shared by `npm run bench` (bench/web.mjs) and the bundle-size test
// (apps/web/e2e/bundle-size.test.ts), so both judge the 200 KB gzip budget the same way.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const webRoot = new URL('../../apps/web/', import.meta.url).pathname;
export const webDist = path.join(webRoot, 'dist');

/** Budget: initial JS for `/event`, gzip. */
export const initialJsBudgetBytes = 200 * 1024;

/** Chunks that must never be in the initial set: the producer area and the editors. */
export const lazyOnlyChunks = [
  { label: 'producer area', pattern: /^producer-page-/ },
  { label: 'tiptap (rich-text editor)', pattern: /^rich-text-editor-/ },
  { label: 'recharts (dashboard charts)', pattern: /^dashboard-charts-/ },
];

/** The `/event` page's own chunk (route-level lazy import in apps/web/src/app/routes.tsx). */
const eventPageChunk = /^event-page-[\w-]+\.js$/;

/** Asset paths (`/assets/x.js`) of index.html's module scripts and modulepreload links, in order. */
export function entryScripts(indexHtml) {
  const found = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script\b/.test(tag) && /\btype=["']?module\b/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel=["']?modulepreload\b/.test(tag);
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if ((isModule || isPreload) && url && !found.includes(url)) found.push(url);
  }
  return found;
}

/** Relative static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImports(code) {
  const names = new Set();
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    names.add(path.posix.basename(match[1]));
  }
  return [...names];
}

/** Relative dynamic imports of a built chunk (`import("./x.js")`; the build writes backticks). */
export function dynamicImports(code) {
  return [
    ...new Set(
      [...code.matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) =>
        path.posix.basename(m[1]),
      ),
    ),
  ];
}

/**
 * The initial JavaScript of `/event`: index.html's module script and modulepreload links, the
 * app they import once the boot screen is painted (apps/web src/boot.ts), then the event page's
 * chunk and every chunk those import statically (all fetched before the page renders). Other
 * dynamic `import()`s (producer area, editors, charts, the map) are not followed: they load later.
 */
export function initialEventJs(dist = webDist) {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} missing: run \`npm run build\` first`);
  const assets = path.join(dist, 'assets');
  const entry = entryScripts(readFileSync(indexFile, 'utf8')).map((url) => path.posix.basename(url));
  const eventPage = readdirSync(assets).find((name) => eventPageChunk.test(name));
  if (!eventPage) throw new Error(`no event-page chunk in ${assets}`);

  const files = [];
  // The module script's own import() of the app (not the preloads', which are the app's routes).
  const bootImports = entry
    .slice(0, 1)
    .flatMap((name) => dynamicImports(readFileSync(path.join(assets, name), 'utf8')));
  const queue = [...entry, ...bootImports, eventPage];
  while (queue.length > 0) {
    const name = queue.shift();
    if (files.some((f) => f.name === name)) continue;
    const code = readFileSync(path.join(assets, name));
    files.push({
      name,
      fromIndexHtml: entry.includes(name),
      bytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
    });
    queue.push(...staticImports(code.toString('utf8')));
  }
  const sum = (list) => list.reduce((total, f) => total + f.gzipBytes, 0);
  return {
    files,
    entryGzipBytes: sum(files.filter((f) => f.fromIndexHtml)),
    totalGzipBytes: sum(files),
    lazyOnlyViolations: lazyOnlyChunks.filter(({ pattern }) => files.some((f) => pattern.test(f.name))),
  };
}

/** Budget: the JavaScript of an embeddable widget's page (embed.html), gzip. */
export const embedJsBudgetBytes = 40 * 1024;

/** Chunks of the app a widget's page must never load (the producer area, the feed, React, i18n). */
export const embedForbiddenChunks = /^(vendor|main|producer-page|event-page|publications|live-runtime)-/;

/**
 * The JavaScript of `/embed/agenda/{id}` and `/embed/expositores/{id}` (one page, apps/web
 * embed.html): its module script and preloads and every chunk they import, statically or not (the
 * widget has no lazy part worth leaving out).
 */
export function embedPageJs(dist = webDist) {
  const embedFile = path.join(dist, 'embed.html');
  if (!existsSync(embedFile)) throw new Error(`${embedFile} missing: run \`npm run build\` first`);
  const assets = path.join(dist, 'assets');
  const queue = entryScripts(readFileSync(embedFile, 'utf8')).map((url) => path.posix.basename(url));
  const files = [];
  while (queue.length > 0) {
    const name = queue.shift();
    if (files.some((f) => f.name === name)) continue;
    const code = readFileSync(path.join(assets, name));
    files.push({ name, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
    const text = code.toString('utf8');
    queue.push(...staticImports(text), ...dynamicImports(text));
  }
  return { files, totalGzipBytes: files.reduce((total, f) => total + f.gzipBytes, 0) };
}

/** Newest modification time (ms) of the files the web build reads. */
function newestSource(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    const stat = statSync(full);
    newest = Math.max(newest, stat.isDirectory() ? newestSource(full) : stat.mtimeMs);
  }
  return newest;
}

/** True when apps/web/dist is missing or older than a source of the web app or the contract. */
export function webBuildStale(dist = webDist) {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return true;
  const built = statSync(indexFile).mtimeMs;
  const sources = [
    path.join(webRoot, 'src'),
    path.join(webRoot, 'public'),
    path.join(webRoot, '../../packages/contract/src'),
  ];
  const files = ['index.html', 'embed.html', 'vite.config.ts', 'package.json'].map((f) =>
    path.join(webRoot, f),
  );
  const newest = Math.max(
    ...sources.filter(existsSync).map(newestSource),
    ...files.filter(existsSync).map((f) => statSync(f).mtimeMs),
  );
  return newest > built;
}

/** Runs `npm run build` when the build is missing or stale; true when it built. */
export function buildWebIfStale() {
  if (!webBuildStale()) return false;
  console.log('== web: apps/web/dist missing or stale, building (npm run build)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: path.join(webRoot, '../..'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
  return true;
}
