/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa `injectManifest` builds it into dist/sw.js with the precache
// list): the app shell offline, the API copies for the venue's dead zones, and web push.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type RouteMatchCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { mediaCache, personalApiCache, publicApiCache, storedAtHeader } from './lib/offline/api-cache.ts';
import { type ApiRead, apiReadOf, personalCacheKey } from './sw/api-reads.ts';
import { notificationOfPush, notificationTarget } from './sw/push-notification.ts';

declare const self: ServiceWorkerGlobalScope;

// registerType 'autoUpdate': a new worker takes over at once, and the page reloads into it.
self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The embeddable widgets' pages are their own HTML, from the server, never the app shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api/, /^\/embed\//] }),
);

// Media URLs are immutable (docs/ARCHITECTURE.md, 'Rules the code relies on'), so the first copy is good forever.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/media'),
  new CacheFirst({
    cacheName: mediaCache,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 }),
    ],
  }),
);

// The badge scanner's QR decoder (WebAssembly, ~1 MB, for browsers without BarcodeDetector) is not
// precached for every visitor: its hashed file is kept the first time a scanner opens, so a stand's
// or the door's phone reads badges in the venue's dead zones from then on.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    url.pathname.endsWith('.wasm'),
  new CacheFirst({
    cacheName: 'vitrine-wasm',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 4 })],
  }),
);

/** Stamps the stored copy with when it was fetched, for the page's 'Sem conexão — dados de HH:mm'. */
const stampStoredAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(storedAtHeader, String(Date.now()));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
};

/** Files a personal read under its owner (see `personalCacheKey`). */
const keyByOwner: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => personalCacheKey(request.url, request.headers),
};

// Fresh when online; the last copy seen when the network is gone or too slow (3 s) at the fair.
const apiCopies = (cacheName: string, ownPlugins: WorkboxPlugin[] = []) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      stampStoredAt,
      ...ownPlugins,
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 7 }),
    ],
  });
const isApiRead =
  (read: ApiRead) =>
  ({ url, request }: RouteMatchCallbackOptions) =>
    request.method === 'GET' && url.origin === self.location.origin && apiReadOf(url.pathname) === read;
registerRoute(isApiRead('public'), apiCopies(publicApiCache));
registerRoute(isApiRead('personal'), apiCopies(personalApiCache, [keyByOwner]));

self.addEventListener('push', (event) => {
  let text: string | null = null;
  try {
    text = event.data?.text() ?? null;
  } catch {
    // An undecodable body still shows the generic notification.
  }
  const { title, options } = notificationOfPush(text);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openInApp(notificationTarget(event.notification.data, self.location.origin)));
});

/** Brings an open window of the app to the front on `url`, or opens one there. */
async function openInApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (open) {
    const focused = await open.focus().catch(() => open);
    if (focused.url === url) return;
    // navigate() works on windows this worker controls; another (just installed) gets a new one.
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}
