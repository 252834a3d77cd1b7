import { storedAtHeader } from './api-cache.ts';

// Answers the service worker served from its copies (it stamps them with `storedAtHeader`), by
// the parsed body the caller received: a query's data tells whether it came from the network.
const storedAtByBody = new WeakMap<object, number>();

/** Called by the API client with every body it parsed. */
export function noteCachedCopy(body: unknown, headers: Headers): void {
  const storedAt = Number(headers.get(storedAtHeader));
  if (typeof body === 'object' && body !== null && Number.isFinite(storedAt) && storedAt > 0) {
    storedAtByBody.set(body, storedAt);
  }
}

/**
 * When the copy behind `data` was fetched (epoch ms), or null for data from the network. An
 * infinite query's data counts by its oldest page.
 */
export function storedAtOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const own = storedAtByBody.get(data);
  if (own !== undefined) return own;
  const pages = (data as { pages?: unknown }).pages;
  if (!Array.isArray(pages)) return null;
  let oldest: number | null = null;
  for (const page of pages) {
    const at = typeof page === 'object' && page !== null ? storedAtByBody.get(page) : undefined;
    if (at !== undefined && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
}

/** Data from the network that equals an older cached copy may keep its objects: unmark them. */
export function forgetCachedCopy(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  storedAtByBody.delete(data);
  const pages = (data as { pages?: unknown }).pages;
  if (Array.isArray(pages)) {
    for (const page of pages) if (typeof page === 'object' && page !== null) storedAtByBody.delete(page);
  }
}
