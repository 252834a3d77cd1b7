import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { RateLimiter, RateLimitResult } from './rate-limit.ts';

interface WindowRow {
  count: number;
  /** Milliseconds until the window resets, by the database's clock. */
  remaining_ms: number | string;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The rate limits without Redis: fixed windows in the `rate_limit_window` table, so a restart
 * (or a crash) forgives nobody, and nodes sharing one PostgreSQL share their counts too.
 *
 * One statement per hit, atomic under concurrency: the insert takes a new key, the conflict branch
 * either counts one more in the current window or, once it has ended, starts a new one. Times are
 * the database's (`now()`), so nodes with skewed clocks agree. Ended windows are swept every
 * `sweepMs`; until then they only cost a row, as a reader ignores them.
 *
 * Like RedisRateLimiter, a failing database lets the request through rather than lock people out
 * (the request itself will most likely fail on the same database anyway).
 */
export class DatabaseRateLimiter implements RateLimiter {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    sweepMs = 60_000,
  ) {
    this.sweeper = setInterval(() => void this.sweep(), sweepMs).unref();
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    try {
      const result = (await this.db.execute(sql`
        insert into rate_limit_window as w (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when w.reset_at <= now() then 1 else w.count + 1 end,
          reset_at = case when w.reset_at <= now() then excluded.reset_at else w.reset_at end
        returning count, extract(epoch from (reset_at - now())) * 1000 as remaining_ms
      `)) as unknown as { rows: WindowRow[] };
      const row = result.rows[0];
      const count = Number(row?.count ?? 0);
      return { allowed: count <= limit, retryAfter: seconds(Number(row?.remaining_ms ?? windowMs)) };
    } catch (error) {
      this.log.warn({ err: error }, 'rate limiter unavailable: allowing the request');
      return { allowed: true, retryAfter: 0 };
    }
  }

  async peek(key: string) {
    try {
      const result = (await this.db.execute(sql`
        select count, extract(epoch from (reset_at - now())) * 1000 as remaining_ms
        from rate_limit_window where key = ${key} and reset_at > now()
      `)) as unknown as { rows: WindowRow[] };
      const row = result.rows[0];
      if (!row) return { count: 0, allowed: true, retryAfter: 0 };
      return { count: Number(row.count), allowed: true, retryAfter: seconds(Number(row.remaining_ms)) };
    } catch (error) {
      this.log.warn({ err: error }, 'rate limiter unavailable: allowing the request');
      return { count: 0, allowed: true, retryAfter: 0 };
    }
  }

  /** Deletes ended windows. */
  async sweep(): Promise<void> {
    try {
      await this.db.execute(sql`delete from rate_limit_window where reset_at <= now()`);
    } catch (error) {
      this.log.debug({ err: error }, 'could not sweep ended rate-limit windows');
    }
  }

  async close() {
    clearInterval(this.sweeper);
  }
}
