import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { MemoryRateLimiter } from '../../lib/rate-limit.ts';
import {
  clientOf,
  createLoginThrottle,
  delayAfter,
  type LoginThrottle,
  loginThrottle,
} from './login-throttle.ts';

const MINUTE = 60_000;
let limiter: MemoryRateLimiter;
let throttle: LoginThrottle;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
  limiter = new MemoryRateLimiter();
  throttle = createLoginThrottle(limiter);
});
afterEach(async () => {
  await limiter.close();
  vi.useRealTimers();
});

/** null when the client may try now, else the seconds it is told to wait. */
async function refusal(ip: string, login = 'ana@example.com'): Promise<number | null> {
  try {
    await throttle.check(1, login, ip);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(429);
    return (error as AppError).args[0] as number;
  }
}

/** One client guessing as fast as it is let: the times of its guesses over `spanMs`. */
async function guessFor(ip: string, spanMs: number): Promise<number[]> {
  const start = Date.now();
  const times: number[] = [];
  while (Date.now() - start < spanMs) {
    const wait = await refusal(ip);
    if (wait === null) {
      times.push(Date.now() - start);
      await throttle.failed(1, 'ana@example.com', ip);
    } else {
      await vi.advanceTimersByTimeAsync(wait * 1000);
    }
  }
  return times;
}

const mostIn = (times: number[], windowMs: number) =>
  Math.max(...times.map((from) => times.filter((at) => at >= from && at < from + windowMs).length));

describe('login throttle', () => {
  it('lets five typos pass, then doubles the wait from 30 s to 15 min', () => {
    expect([1, 4, 5, 6, 7, 9, 10, 30].map((failures) => delayAfter(failures) / 1000)).toEqual([
      0, 0, 30, 60, 120, 480, 900, 900,
    ]);
  });

  it('keeps one client to at most 10 guesses in any 15 minutes (9 in the first, 12 in an hour)', async () => {
    const times = await guessFor('203.0.113.1', 3 * 60 * MINUTE);
    expect(times.filter((at) => at < 15 * MINUTE)).toHaveLength(9);
    expect(times.filter((at) => at < 60 * MINUTE)).toHaveLength(12);
    expect(mostIn(times, 15 * MINUTE)).toBeLessThanOrEqual(10);
  });

  it("never refuses the owner's clean client because another client guessed", async () => {
    await guessFor('203.0.113.1', 20 * MINUTE);
    await throttle.failed(1, 'ana@example.com', '203.0.113.1');
    expect(await refusal('203.0.113.1')).toBe(900);
    expect(await refusal('198.51.100.2')).toBeNull();
    // Another account from the guessing client is not slowed either.
    expect(await refusal('203.0.113.1', 'bruno@example.com')).toBeNull();
  });

  it('past the ceiling, slows every address that has failed, but lets clean ones through', async () => {
    for (let index = 0; index < loginThrottle.accountCeiling; index++) {
      await throttle.failed(1, 'ana@example.com', `10.0.${index >> 8}.${index & 255}`);
    }
    // The owner, from a clean address, is not refused.
    expect(await refusal('198.51.100.2')).toBeNull();
    // A fresh address gets one guess, then waits 30 s (no free typos under attack).
    expect(await refusal('192.0.2.1')).toBeNull();
    await throttle.failed(1, 'ana@example.com', '192.0.2.1');
    expect(await refusal('192.0.2.1')).toBe(30);
    // Addresses that failed before take turns: one try every 2 s among all of them.
    await vi.advanceTimersByTimeAsync(30_000);
    const turns = [await refusal('10.0.0.1'), await refusal('10.0.0.2'), await refusal('192.0.2.1')];
    expect(turns[0]).toBeNull();
    expect(turns.slice(1)).toEqual([2, 2]);
  });

  it('counts an IPv6 /64 as one client, so rotating within it gains nothing', async () => {
    expect(clientOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    for (let index = 0; index < loginThrottle.freeFailures; index++) {
      await throttle.failed(1, 'ana@example.com', `2001:db8:1:2::${index.toString(16)}`);
    }
    expect(await refusal('2001:db8:1:2::ffff')).toBe(30);
    expect(await refusal('2001:db8:1:3::1')).toBeNull();
  });
});
