import { randomUUID } from 'node:crypto';
import type { LiveMessage, Locale, ReactionsMessage } from '@vitrine/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A live message on its way to a STOMP destination: a notification (`message`, with its text in
 * every language), or a typed update the web app applies in place (`data`, the same for everyone).
 */
export type LiveEnvelope =
  | {
      /** `/topic/event/{id}` or `/topic/user/{id}` (contract `eventTopic` / `userTopic`). */
      destination: string;
      message: Omit<LiveMessage, 'message'> & { texts: Record<Locale, string> };
      data?: undefined;
    }
  | { destination: string; data: ReactionsMessage; message?: undefined };

/**
 * What travels between nodes, by channel, so every publisher and subscriber agrees on each
 * payload's shape.
 */
export interface BusMessages {
  /** Something a showcase read shows changed: every node drops the tenant's cached reads. */
  'cache.invalidate': { tenantId: number };
  /** A user's stars changed: every node drops that user's cached personal reads (lib/personal-reads.ts). */
  'cache.forget': { tenantId: number; userId: number };
  /**
   * An account's powers or credentials changed (role, removal, a revoked token, a rotated feed
   * key): every node drops what it remembers of its checks (lib/account-lookups.ts).
   */
  'account.changed': { userId: number };
  /** Every node delivers it to its own subscribers of `destination`, each in their language. */
  'live.message': LiveEnvelope;
}
export type BusChannel = keyof BusMessages;
type Handler<C extends BusChannel> = (message: BusMessages[C]) => void;

/** Counters since the bus opened, for metrics. */
export interface BusStats {
  /** Messages this node published. */
  published: number;
  /** Messages this node received from the bus (the in-process bus receives its own). */
  received: number;
  /** Receive time minus the publisher's send time, of the last message received, in ms. */
  lagMsLast: number;
  /** The largest such lag seen. */
  lagMsMax: number;
  /** Whether messages from other nodes can arrive now (always true in process). */
  connected: boolean;
}

export interface Bus {
  /** Delivered on this node at once, and to every other node (Redis) shortly after. */
  publish<C extends BusChannel>(channel: C, message: BusMessages[C]): void;
  subscribe<C extends BusChannel>(channel: C, handler: Handler<C>): () => void;
  stats(): BusStats;
  close(): Promise<void>;
}

class Counters {
  published = 0;
  received = 0;
  lagMsLast = 0;
  lagMsMax = 0;

  receivedAt(sentAt: number) {
    // Clocks of two hosts may disagree slightly; a negative lag says nothing useful.
    const lag = Math.max(0, Date.now() - sentAt);
    this.received += 1;
    this.lagMsLast = lag;
    if (lag > this.lagMsMax) this.lagMsMax = lag;
  }

  snapshot(connected: boolean): BusStats {
    const { published, received, lagMsLast, lagMsMax } = this;
    return { published, received, lagMsLast, lagMsMax, connected };
  }
}

class LocalHandlers {
  private readonly handlers = new Map<BusChannel, Set<(message: unknown) => void>>();

  add<C extends BusChannel>(channel: C, handler: Handler<C>): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    const entry = handler as (message: unknown) => void;
    set.add(entry);
    return () => set.delete(entry);
  }

  deliver(channel: BusChannel, message: unknown) {
    for (const handler of this.handlers.get(channel) ?? []) handler(message);
  }
}

/** One process: the embedded default. */
export class MemoryBus implements Bus {
  private readonly local = new LocalHandlers();
  private readonly counters = new Counters();

  publish<C extends BusChannel>(channel: C, message: BusMessages[C]) {
    this.counters.published += 1;
    this.counters.receivedAt(Date.now());
    this.local.deliver(channel, message);
  }

  subscribe<C extends BusChannel>(channel: C, handler: Handler<C>) {
    return this.local.add(channel, handler);
  }

  stats() {
    return this.counters.snapshot(true);
  }

  async close() {}
}

/** A message as it travels through Redis: who sent it and when (epoch ms), for echo and lag. */
interface Wire {
  origin: string;
  sentAt: number;
  message: unknown;
}

/**
 * Redis pub/sub between nodes. The publishing node delivers locally at once and ignores its own
 * echo; while Redis is away, local delivery goes on and other nodes catch up by TTL.
 */
export class RedisBus implements Bus {
  private readonly origin = randomUUID();
  private readonly local = new LocalHandlers();
  private readonly counters = new Counters();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'vitrine:bus:',
  ) {
    // Publishing fails fast while Redis is away; the subscriber queues and resubscribes on reconnect.
    this.publisher = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: 2_000,
    });
    this.subscriber = new Redis(url);
    for (const client of [this.publisher, this.subscriber]) client.on('error', () => {});
  }

  /**
   * Listens on every channel under the prefix. Rejects when Redis has not answered within
   * `timeoutMs`; the subscription then still completes whenever Redis comes back.
   */
  async start(timeoutMs = 2_000): Promise<this> {
    this.subscriber.on('pmessage', (_pattern: string, redisChannel: string, raw: string) =>
      this.receive(redisChannel, raw),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([this.subscriber.psubscribe(`${this.prefix}*`), timeout]);
    } finally {
      clearTimeout(timer);
    }
    return this;
  }

  publish<C extends BusChannel>(channel: C, message: BusMessages[C]) {
    this.counters.published += 1;
    this.local.deliver(channel, message);
    const wire: Wire = { origin: this.origin, sentAt: Date.now(), message };
    this.publisher
      .publish(this.prefix + channel, JSON.stringify(wire))
      .catch((error: unknown) => this.log.warn({ err: error, channel }, 'bus: publish to Redis failed'));
  }

  subscribe<C extends BusChannel>(channel: C, handler: Handler<C>) {
    return this.local.add(channel, handler);
  }

  stats() {
    return this.counters.snapshot(this.subscriber.status === 'ready');
  }

  private receive(redisChannel: string, raw: string) {
    if (!redisChannel.startsWith(this.prefix)) return;
    try {
      const { origin, sentAt, message } = JSON.parse(raw) as Wire;
      if (origin === this.origin) return;
      this.counters.receivedAt(sentAt);
      this.local.deliver(redisChannel.slice(this.prefix.length) as BusChannel, message);
    } catch (error) {
      this.log.warn({ err: error }, 'bus: unreadable message');
    }
  }

  async close() {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

/** The bus: Redis pub/sub with REDIS_URL, else in-process. A Redis that is away at
 * start is not fatal: this node serves on, and joins the others when Redis answers. */
export async function openBus(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<Bus> {
  if (!redisUrl) return new MemoryBus();
  const bus = new RedisBus(redisUrl, log);
  try {
    await bus.start();
  } catch (error) {
    log.warn({ err: error }, 'bus: Redis unreachable at start; serving on, other nodes will catch up');
  }
  return bus;
}
