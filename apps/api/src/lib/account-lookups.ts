import { LRUCache } from 'lru-cache';
import type { Bus } from '../realtime/bus.ts';

interface Entry<V> {
  userId: number;
  value: Promise<V>;
}

/**
 * Answers about one account (is this token still good, whose is this calendar key) kept a moment,
 * so that a burst of a member's reads — a page's calls, a calendar app's polls, 100 connections of
 * one client — costs one query instead of one each. Concurrent asks of one key share one load.
 *
 * What makes an answer wrong (a role changed, an account removed, a token revoked, a feed key
 * rotated) is announced with `forget(userId)`: it drops that user's answers on this node at once,
 * in-flight loads included, and on every other node over the bus ('account.changed'). If a bus
 * message is lost, an answer is at most `ttlMs` old.
 */
export class AccountLookups<V> {
  private readonly cache: LRUCache<string, Entry<V>>;
  private readonly keep: (value: V) => boolean;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: Bus,
    options: {
      ttlMs: number;
      max: number;
      /** Answers not kept (e.g. "no such key": anyone may ask for random ones). */
      keep?: (value: V) => boolean;
    },
  ) {
    this.keep = options.keep ?? (() => true);
    this.cache = new LRUCache({ max: options.max, ttl: options.ttlMs, ttlAutopurge: false });
    this.unsubscribe = bus.subscribe('account.changed', ({ userId }) => this.drop(userId));
  }

  /** The answer for `key`, loaded by `load` at most once per TTL. */
  get(key: string, load: () => Promise<{ userId: number; value: V } | null>, miss: V): Promise<V> {
    const hit = this.cache.get(key);
    if (hit) return hit.value;
    // The user is known only once loaded; until then the entry answers to no one's forget, so a
    // forget during the load also drops it below.
    const entry: Entry<V> = { userId: -1, value: Promise.resolve(miss) };
    const loading = load().then(
      (found) => {
        if (!found || !this.keep(found.value)) {
          if (this.cache.get(key) === entry) this.cache.delete(key);
          return found?.value ?? miss;
        }
        entry.userId = found.userId;
        return found.value;
      },
      (error: unknown) => {
        if (this.cache.peek(key) === entry) this.cache.delete(key);
        throw error;
      },
    );
    entry.value = loading;
    this.cache.set(key, entry);
    return loading;
  }

  /** Drops `key`'s answer here only (its owner's other answers stay). */
  delete(key: string) {
    this.cache.delete(key);
  }

  /** The user's answers are out of date: dropped on every node. */
  forget(userId: number) {
    this.bus.publish('account.changed', { userId });
  }

  private drop(userId: number) {
    for (const [key, entry] of this.cache.entries()) {
      // -1: still loading, whose user is not known yet; dropping it costs one more query.
      if (entry.userId === userId || entry.userId === -1) this.cache.delete(key);
    }
  }

  close() {
    this.unsubscribe();
    this.cache.clear();
  }
}
