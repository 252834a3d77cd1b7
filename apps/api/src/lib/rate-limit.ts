import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/** Fixed-window counters: `hit` counts one attempt under `key` and says whether it is within `limit`. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Hits counted under `key` in its current window, without counting one more. */
  peek(key: string): Promise<RateLimitResult & { count: number }>;
  close(): Promise<void>;
}

/**
 * In-process counters: for unit tests, and for limits that only shed load (the calendar feed's).
 * Limits that guard a secret count in Redis or, without it, in the database.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= limit,
      retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  async peek(key: string) {
    const window = this.windows.get(key);
    const now = Date.now();
    if (!window || window.resetAt <= now) return { count: 0, allowed: true, retryAfter: 0 };
    return {
      count: window.count,
      allowed: true,
      retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  private sweep() {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
  }
}

/** Shared by every node. If Redis is unreachable, it lets requests through rather than lock people out. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'vitrine:rl:',
  ) {
    // Away: fail at once (no offline queue). Connected but not answering (overloaded, paused):
    // give up after a second. Either way the request goes on without its limit.
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: 1_000,
    });
    this.redis.on('error', () => {});
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    try {
      if (this.redis.status === 'wait') await this.redis.connect();
      const redisKey = this.prefix + key;
      const result = await this.redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, windowMs, 'NX')
        .pttl(redisKey)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { allowed: count <= limit, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
    } catch (error) {
      this.log.warn({ err: error }, 'rate limiter unavailable: allowing the request');
      return { allowed: true, retryAfter: 0 };
    }
  }

  async peek(key: string) {
    try {
      if (this.redis.status === 'wait') await this.redis.connect();
      const redisKey = this.prefix + key;
      const [count, ttl] = await Promise.all([this.redis.get(redisKey), this.redis.pttl(redisKey)]);
      return { count: Number(count ?? 0), allowed: true, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
    } catch (error) {
      this.log.warn({ err: error }, 'rate limiter unavailable: allowing the request');
      return { count: 0, allowed: true, retryAfter: 0 };
    }
  }

  async close() {
    this.redis.disconnect();
  }
}

/** Throws 429 RATE_LIMITED (with the seconds to wait in `args`) when `key` is over its limit. */
export async function enforceLimit(limiter: RateLimiter, key: string, limit: number, windowMs: number) {
  const result = await limiter.hit(key, limit, windowMs);
  if (!result.allowed) throw new AppError(429, 'RATE_LIMITED', [result.retryAfter]);
}
