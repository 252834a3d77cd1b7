import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Bus } from '../realtime/bus.ts';
import { privateCacheControl } from './http-cache.ts';

const gzip = promisify(gzipCallback);

const TTL_MS = 5_000;
/** Past its TTL an entry is still answered, for at most this long, while one reload replaces it. */
const STALE_MS = 5_000;
/**
 * Bytes kept per cache, bodies and their gzip together: about 45 schedules of 200 starred
 * sessions (~170 kB of JSON each), far more of the usual few. The oldest go first.
 */
const MAX_BYTES = 8 * 2 ** 20;

/** A personal read as it goes on the wire: the serialized body, and gzipped for clients that accept it. */
export interface PersonalBody {
  body: Buffer;
  gzip: Buffer;
}

interface Entry {
  tenantId: number;
  userId: number;
  /** When its load started. */
  at: number;
  value: Promise<PersonalBody>;
  loaded: boolean;
  bytes: number;
  /** The reload that will replace this entry, once past its TTL. */
  next?: Entry;
}

/**
 * One user's own reads (Minha agenda, the calendar feed), kept a few seconds, serialized and
 * gzipped: a calendar app's and the web app's repeated fetches, or a burst of them, cost one set of
 * queries and one serialization. Like the showcase's ReadCache it is dropped with the tenant's
 * entries by every producer write (`cache.invalidate`), and per user by `forget` (their stars).
 * Both travel over the bus, so every node drops them; if a message is lost, an entry is at most
 * TTL + STALE old.
 */
export class PersonalReads {
  /** `tenant:user:name` → entry, oldest first. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly unsubscribe: Array<() => void>;

  constructor(
    private readonly bus: Bus,
    private readonly maxBytes = MAX_BYTES,
  ) {
    this.unsubscribe = [
      bus.subscribe('cache.invalidate', ({ tenantId }) => this.drop((e) => e.tenantId === tenantId)),
      bus.subscribe('cache.forget', ({ tenantId, userId }) =>
        this.drop((e) => e.tenantId === tenantId && e.userId === userId),
      ),
    ];
  }

  /** The user's read under `name`, from `load` (its serialized body) at most once per TTL. */
  read(
    tenantId: number,
    userId: number,
    name: string,
    load: () => Promise<string | Buffer>,
  ): Promise<PersonalBody> {
    const key = `${tenantId}:${userId}:${name}`;
    const hit = this.entries.get(key);
    const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age < TTL_MS) return hit.value;
    if (hit?.loaded && age < TTL_MS + STALE_MS) {
      // Answered as it is while one reload replaces it: under a burst the reload's queries queue
      // behind the burst's own, and no one should wait for them.
      hit.next ??= this.settle(key, this.entry(tenantId, userId, load), hit);
      return hit.value;
    }
    if (hit?.next) return hit.next.value;
    if (hit) this.remove(key, hit);
    const entry = this.entry(tenantId, userId, load);
    this.entries.set(key, entry);
    return this.settle(key, entry, entry).value;
  }

  /** Drops the user's reads on every node: call after changing what they show (their stars). */
  forget(tenantId: number, userId: number): void {
    this.bus.publish('cache.forget', { tenantId, userId });
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
    this.entries.clear();
    this.bytes = 0;
  }

  private entry(tenantId: number, userId: number, load: () => Promise<string | Buffer>): Entry {
    const value = load().then(async (serialized) => {
      const body = Buffer.from(serialized);
      // On the thread pool: a schedule's 170 kB take milliseconds that requests waiting on this
      // node's one thread should not.
      return { body, gzip: await gzip(body) };
    });
    return { tenantId, userId, at: Date.now(), value, loaded: false, bytes: 0 };
  }

  /**
   * Once `entry` has loaded, keeps it under `key` in place of `slot` (itself, or the stale entry it
   * reloads), unless `slot` was dropped meanwhile: then it was loaded before a write and is not kept.
   */
  private settle(key: string, entry: Entry, slot: Entry): Entry {
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== slot) return;
        if (slot !== entry) this.remove(key, slot);
        entry.loaded = true;
        entry.bytes = value.body.length + value.gzip.length;
        this.bytes += entry.bytes;
        this.entries.set(key, entry);
        this.evict();
      },
      () => {
        if (this.entries.get(key) !== slot) return;
        // A failed load (404, 503…) is not kept; after a failed reload the old entry serves on.
        if (slot === entry) this.remove(key, entry);
        else slot.next = undefined;
      },
    );
    return entry;
  }

  private drop(match: (entry: Entry) => boolean) {
    for (const [key, entry] of this.entries) if (match(entry)) this.remove(key, entry);
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      if (entry.bytes > 0) this.remove(key, entry); // loads in flight cost nothing yet
    }
  }
}

/** Whether Accept-Encoding takes gzip: named with a q above 0, or else through `*` (RFC 9110 §12.5.3). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const gzip = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*');
  return gzip !== undefined && gzip > 0;
}

/**
 * Sends a personal read: `private, no-store`, gzipped when the client accepts it (`Vary:
 * Accept-Encoding`). The bodies hold no secret a compression side channel could reveal.
 * Typed `never` so a handler of any response schema can return it (the body was serialized by it).
 */
export function sendPersonal(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: PersonalBody,
  contentType: string,
): never {
  reply.type(contentType).header('cache-control', privateCacheControl);
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return cached.body as never;
  reply.header('content-encoding', 'gzip');
  return cached.gzip as never;
}
