import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.VITRINE_API_URL ?? 'http://localhost:3000';

/**
 * barcode-detector's self-contained script, served as a file as published: bundled, its embind
 * glue would lose calls to a function that happens to be named `z`, which the tree-shaking below
 * declares pure (see src/components/badge-scanner/qr-detector.ts).
 */
const barcodeDetectorScript = path.join(
  path.dirname(createRequire(import.meta.url).resolve('barcode-detector')),
  '../iife/ponyfill.js',
);

/**
 * Writes `.br` and `.gz` beside every text asset of the build, which the server sends to browsers
 * that accept them (@fastify/static `preCompressed`): ~530 KB less on a phone's first visit
 * (Lighthouse "Enable text compression"), at no cost per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'vitrine-precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(path.resolve(import.meta.dirname, 'dist'))) {
          if (!compressible.test(file)) continue;
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // main.tsx registers the worker itself, only in production builds.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Vitrine',
        short_name: 'Vitrine',
        description: 'A melhor experiência em eventos imobiliários.',
        lang: 'pt-BR',
        start_url: '/initial',
        scope: '/',
        display: 'standalone',
        background_color: '#f8f5ef',
        theme_color: '#0b1a33',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // A hand-written worker (src/sw.ts): precache, offline API copies and web push (see
      // docs/ARCHITECTURE.md, "Offline and push").
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
        // The producer area (ADMIN only) is fetched when opened, not precached for every visitor.
        globIgnores: [
          // The embeddable widgets load inside other sites' iframes, never offline here.
          'embed.html',
          'embed.js',
          '**/embed-*.{js,css}',
          '**/producer-page-*.js',
          '**/forms-*.js',
          '**/rich-text-editor-*.js',
          '**/dashboard-charts-*.js',
        ],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [{ find: /^barcode-detector-script(?=\?|$)/, replacement: barcodeDetectorScript }],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    rolldownOptions: {
      // The app, and the embeddable widgets' page: its own entry and small bundle, which
      // shares nothing with the app (src/embed imports no app module, nor the contract).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        embed: path.resolve(import.meta.dirname, 'embed.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            // What every page starts with, in two chunks instead of thirty small ones: each chunk
            // is a request, and a phone pays for every one of them (see docs/ARCHITECTURE.md).
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            // Vite's helpers, which index.html preloads anyway: the modulepreload polyfill, injected
            // into each HTML entry, would otherwise become a chunk (a request) of its own once the
            // embed page (embed.html) shares it.
            {
              name: 'preload-helper',
              test: /vite[\\/](preload-helper|modulepreload-polyfill)/,
              priority: 4,
            },
            // The loading placeholders (the skeletons kit and the block it draws with): the boot
            // screen, the event page, its feeds and the inbox share them; one chunk of them is one request
            // where a chunk for each shape would be five.
            {
              name: 'skeleton',
              test: /apps[\\/]web[\\/]src[\\/]components[\\/](ui[\\/]skeleton\.tsx|skeletons[\\/](identity|posts|card|list)-skeleton\.tsx)$/,
              priority: 1,
            },
            // index.html's own script (src/boot.ts) needs only this before the first paint.
            {
              name: 'boot-screen',
              test: /apps[\\/]web[\\/]src[\\/]lib[\\/]boot[\\/]boot-screen\.ts$/,
              priority: 3,
            },
          ],
        },
      },
      treeshake: {
        // The contract builds zod schemas at module level (registering them for the API's OpenAPI);
        // the web app reads only its types and constants. Declaring the contract side-effect free
        // and zod's builders pure lets ~25 KB gzip of unused schemas and zod drop out.
        moduleSideEffects: [{ test: /packages\/contract\//, sideEffects: false }],
        manualPureFunctions: ['z', 'Object.keys'],
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
