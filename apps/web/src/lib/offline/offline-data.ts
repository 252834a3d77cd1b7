import { type Query, type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { forgetCachedCopy, storedAtOf } from './cached-copies.ts';

// Queries whose data is the service worker's copy, with when that copy was fetched (epoch ms).
const copies = new WeakMap<object, number>();
// The QueryCache tells its listeners about new data before its `onSuccess` runs: a change noted
// there is told again here.
const listeners = new Set<() => void>();

/** The QueryCache's `onSuccess`: notes whether a query's new data is a cached copy. */
export function noteQueryData(data: unknown, query: Query<unknown, unknown, unknown>): void {
  const before = copies.get(query);
  const storedAt = storedAtOf(data);
  if (storedAt === null) {
    copies.delete(query);
    // Fresh data equal to the copy keeps the copy's objects (structural sharing): unmark them.
    forgetCachedCopy(query.state.data);
  } else {
    copies.set(query, storedAt);
  }
  if (before !== (storedAt ?? undefined)) for (const listener of listeners) listener();
}

export const isCachedCopy = (query: Query) => copies.has(query);

const neverStale = (query: Query) =>
  query.observers.every(
    ({ options }) => options.staleTime === Number.POSITIVE_INFINITY || options.staleTime === 'static',
  );

/**
 * What the offline banner says: `number` — the data on screen includes copies, the oldest fetched
 * then; 'offline' — no network and nothing on screen to date; null — nothing to say.
 */
export type OfflineData = number | 'offline' | null;

/**
 * Looks at the queries on screen (active: an enabled observer): cached copies count by when they were
 * fetched; without network, so does every other answer, by when it arrived. Data that never goes
 * stale (the deployment's config, loaded once per page) says nothing about the age of the page.
 */
export function offlineDataOf(queryCache: QueryCache, online: boolean): OfflineData {
  let oldest: number | null = null;
  for (const query of queryCache.getAll()) {
    if (!query.isActive() || query.state.data === undefined || neverStale(query)) continue;
    const at = copies.get(query) ?? (online ? undefined : query.state.dataUpdatedAt);
    if (at !== undefined && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest ?? (online ? null : 'offline');
}

/** `offlineDataOf` for the page, kept current as queries and the network come and go. */
export function useOfflineData(): OfflineData {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = queryCache.subscribe(onChange);
      listeners.add(onChange);
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        unsubscribe();
        listeners.delete(onChange);
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    [queryCache],
  );
  return useSyncExternalStore(subscribe, () => offlineDataOf(queryCache, navigator.onLine));
}
