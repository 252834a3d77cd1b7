import { apiBase, httpRequest } from '../api/http.ts';
import { loadPublicConfig } from '../config/public-config.ts';
import { type AnalyticsEvent, createAnalyticsQueue } from './analytics-queue.ts';

const flushEveryMs = 5_000;
let tenant: string | null = null;

const queue = createAnalyticsQueue({
  send: async (events) => {
    const config = await loadPublicConfig();
    tenant = config.tenant;
    // 'keep': a stale token must not end the session from a background call.
    return httpRequest('/analytics/events', { method: 'POST', body: { events }, tenant, token: 'keep' });
  },
  beacon: (events) => {
    if (typeof navigator.sendBeacon !== 'function' || !tenant) return false;
    // A beacon carries no headers: the tenant travels in the query and the body as text/plain JSON.
    const url = `${apiBase}/analytics/events?tenant=${encodeURIComponent(tenant)}`;
    try {
      return navigator.sendBeacon(url, JSON.stringify({ events }));
    } catch {
      return false;
    }
  },
});

let started = false;

/** Starts the timer and the page-hide hand-over once; safe to call from every render path. */
export function startAnalytics() {
  // Unit tests mock fetch call by call; a background timer would only add noise there.
  if (started || typeof window === 'undefined' || import.meta.env.MODE === 'test') return;
  started = true;
  void loadPublicConfig()
    .then((config) => {
      tenant = config.tenant;
    })
    .catch(() => undefined);
  window.setInterval(() => void queue.flush(), flushEveryMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flushWithBeacon();
  });
}

export function trackAnalytics(event: Omit<AnalyticsEvent, 'at'>) {
  queue.track(event);
}
