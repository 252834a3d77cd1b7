import type { Bus } from '../realtime/bus.ts';

const TTL_MS = 5_000;
const MAX_ENTRIES_PER_TENANT = 500;

interface Entry {
  at: number;
  value: Promise<unknown>;
  /** Set once `value` has resolved, so a hit can be answered without waiting a tick. */
  settled?: { value: unknown };
}

/**
 * The showcase reads (event, exhibitors, speakers, agenda, properties) of each tenant, kept a few
 * seconds in this app so a burst of visitors costs one set of queries. Values are shared: callers
 * must not mutate them. A failed load is not kept. Invalidation travels over the bus, so a write
 * on any node drops the tenant's entries on every node; the TTL bounds staleness if it does not.
 */
export class ReadCache {
  /** tenant id → (route + params, or an alias → entry). */
  private readonly store = new Map<number, Map<string, Entry>>();
  /** Reads answered from the cache and reads that loaded, since start (metrics). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(private readonly bus: Bus) {
    bus.subscribe('cache.invalidate', ({ tenantId }) => this.store.delete(tenantId));
  }

  read<T>(tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
    let entries = this.store.get(tenantId);
    if (!entries) {
      entries = new Map();
      this.store.set(tenantId, entries);
    }
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < TTL_MS) {
      this.counts.hits++;
      return hit.value as Promise<T>;
    }
    this.counts.misses++;
    if (entries.size >= MAX_ENTRIES_PER_TENANT) {
      for (const [k, entry] of entries) if (now - entry.at >= TTL_MS) entries.delete(k);
      if (entries.size >= MAX_ENTRIES_PER_TENANT) entries.clear();
    }
    const value = load();
    const entry: Entry = { at: now, value };
    const tenantEntries = entries;
    tenantEntries.set(key, entry);
    value.then(
      (settled) => {
        entry.settled = { value: settled };
      },
      () => {
        if (tenantEntries.get(key) === entry) tenantEntries.delete(key);
      },
    );
    return value;
  }

  /** The value under `key` if it is loaded and fresh, synchronously; otherwise undefined. */
  peek<T>(tenantId: number, key: string): T | undefined {
    const entry = this.store.get(tenantId)?.get(key);
    if (!entry?.settled || Date.now() - entry.at >= TTL_MS) return undefined;
    return entry.settled.value as T;
  }

  /**
   * Keeps `value` under `alias` for as long as the entry under `key` lives: same age, same
   * invalidation (e.g. the answer sent for one URL, beside the body it was made from). Nothing
   * happens when `key` holds nothing.
   */
  alias(tenantId: number, alias: string, key: string, value: unknown): void {
    const entries = this.store.get(tenantId);
    const entry = entries?.get(key);
    if (!entries || !entry || (entries.size >= MAX_ENTRIES_PER_TENANT && !entries.has(alias))) return;
    entries.set(alias, { at: entry.at, value: Promise.resolve(value), settled: { value } });
  }

  /**
   * Writers call this after changing anything a showcase read shows (event, participation count,
   * exhibitors, speakers, agenda, properties).
   */
  invalidate(tenantId: number): void {
    this.bus.publish('cache.invalidate', { tenantId });
  }
}
