import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * How wrong passwords slow down sign-in. Counted per account and client (address), so a
 * guesser slows only itself: the owner signing in from a clean client is never refused.
 *
 * - One client, one account: the first `freeFailures` wrong passwords cost nothing (typos); each
 *   further one makes that client wait before its next try, doubling from `firstDelayMs` up to
 *   `maxDelayMs`. Failures are remembered for `clientWindowMs`. From one client that is at most 9
 *   guesses in the first 15 minutes and 12 in an hour (the lock it replaces allowed 10 per 15
 *   minutes, 40 an hour, and locked the owner out with them).
 * - Every client, one account: past `accountCeiling` failures in `accountWindowMs` (a distributed
 *   guess), a client that has failed on this account once gets no free tries, and such clients
 *   take turns: one try per `accountSpacingMs` among them all. A client that never failed is
 *   still not refused, so the owner gets in; an attacker's every fresh address gets one guess.
 *
 * A client is an IPv4 address or an IPv6 /64 (`clientOf`). Refusals are 429 RATE_LIMITED with
 * the seconds to wait (also in Retry-After).
 */
export const loginThrottle = {
  freeFailures: 5,
  firstDelayMs: 30 * SECOND,
  maxDelayMs: 15 * MINUTE,
  clientWindowMs: 60 * MINUTE,
  accountCeiling: 100,
  accountWindowMs: 15 * MINUTE,
  accountSpacingMs: 2 * SECOND,
} as const;

/** The wait after a client's `failures`-th wrong password on one account (0: none). */
export function delayAfter(failures: number, free: number = loginThrottle.freeFailures): number {
  if (failures < free) return 0;
  return Math.min(loginThrottle.maxDelayMs, loginThrottle.firstDelayMs * 2 ** (failures - free));
}

/**
 * The client an address stands for: an IPv4 address, or an IPv6 address's /64, which one
 * subscriber holds whole (counting each of its addresses apart would give them 2^64 clients).
 */
export function clientOf(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? first : [...first, ...Array(8 - first.length - last.length).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

export function createLoginThrottle(limiter: RateLimiter) {
  const keys = (tenantId: number, login: string, ip: string) => {
    const account = `${tenantId}:${login}`;
    const client = clientOf(ip);
    return {
      client: `login-failures:${account}:${client}`,
      wait: `login-wait:${account}:${client}`,
      account: `login-failures:${account}`,
      turn: `login-turn:${account}`,
    };
  };
  const refuse = (seconds: number) => new AppError(429, 'RATE_LIMITED', [Math.max(1, seconds)]);

  return {
    /** Throws 429 when this client must still wait before trying this account again. */
    async check(tenantId: number, login: string, ip: string): Promise<void> {
      const key = keys(tenantId, login, ip);
      const wait = await limiter.peek(key.wait);
      if (wait.count > 0) throw refuse(wait.retryAfter);
      const account = await limiter.peek(key.account);
      if (account.count < loginThrottle.accountCeiling) return;
      // Under a distributed guess: clients that already failed here take turns; clean ones pass.
      if ((await limiter.peek(key.client)).count === 0) return;
      const turn = await limiter.hit(key.turn, 1, loginThrottle.accountSpacingMs);
      if (!turn.allowed) throw refuse(turn.retryAfter);
    },

    /** Counts a wrong password of this client on this account, and sets the wait it earns. */
    async failed(tenantId: number, login: string, ip: string): Promise<void> {
      const key = keys(tenantId, login, ip);
      const [, account] = await Promise.all([
        limiter.hit(key.client, Number.MAX_SAFE_INTEGER, loginThrottle.clientWindowMs),
        limiter.hit(key.account, loginThrottle.accountCeiling, loginThrottle.accountWindowMs),
      ]);
      // `hit` says only whether a limit is passed; this client's count decides its wait.
      const failures = (await limiter.peek(key.client)).count;
      const delay = delayAfter(failures, account.allowed ? loginThrottle.freeFailures : 1);
      // A window as long as the wait, with nothing allowed in it: `check` refuses until it ends.
      if (delay > 0) await limiter.hit(key.wait, 0, delay);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
