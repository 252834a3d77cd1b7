const TTL_MS = 5_000;
const MAX_ENTRIES_PER_TENANT = 500;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/** tenant id → (route + params → presented body). */
const store = new Map<number, Map<string, Entry>>();

/**
 * The showcase reads (event, exhibitors, speakers, agenda, properties) of a tenant, kept a few
 * seconds in this process so a burst of visitors costs one set of queries. Values are shared:
 * callers must not mutate them. A failed load is not kept.
 */
export async function cachedRead<T>(tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
  let entries = store.get(tenantId);
  if (!entries) {
    entries = new Map();
    store.set(tenantId, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES_PER_TENANT) {
    for (const [k, entry] of entries) if (now - entry.at >= TTL_MS) entries.delete(k);
    if (entries.size >= MAX_ENTRIES_PER_TENANT) entries.clear();
  }
  const value = load();
  const entry = { at: now, value };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/**
 * Writers call this after changing anything a showcase read shows (event, participation count,
 * exhibitors, speakers, agenda, properties). Other nodes catch up within the TTL.
 */
export function invalidateShowcaseCache(tenantId: number): void {
  store.delete(tenantId);
}
