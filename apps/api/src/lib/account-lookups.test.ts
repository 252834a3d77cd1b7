import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBus } from '../realtime/bus.ts';
import { AccountLookups } from './account-lookups.ts';

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('AccountLookups', () => {
  it('shares one load among concurrent asks and keeps the answer for the TTL only', async () => {
    const lookups = new AccountLookups<string>(new MemoryBus(), { ttlMs: 40, max: 10 });
    const load = vi.fn(async () => ({ userId: 7, value: `answer ${load.mock.calls.length}` }));
    const answers = await Promise.all([1, 2, 3].map(() => lookups.get('jti-a', load, 'none')));
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await lookups.get('jti-a', load, 'none')).toBe('answer 1');
    expect(await lookups.get('jti-b', load, 'none')).toBe('answer 2');
    await sleep(80);
    expect(await lookups.get('jti-a', load, 'none')).toBe('answer 3');
    lookups.close();
  });

  it("drops a user's answers on forget, from any instance on the bus, and not another user's", async () => {
    const bus = new MemoryBus();
    const here = new AccountLookups<string>(bus, { ttlMs: 60_000, max: 10 });
    const there = new AccountLookups<string>(bus, { ttlMs: 60_000, max: 10 });
    let version = 0;
    const load = (userId: number) => async () => ({ userId, value: `${userId}@${version}` });
    await here.get('a', load(7), '');
    await there.get('a', load(7), '');
    await there.get('b', load(8), '');
    version = 1;
    here.forget(7);
    expect(await here.get('a', load(7), '')).toBe('7@1');
    expect(await there.get('a', load(7), '')).toBe('7@1');
    expect(await there.get('b', load(8), '')).toBe('8@0');
    here.close();
    there.close();
  });

  it('does not keep what a load in flight during a forget found, nor a failure, nor an unkept answer', async () => {
    const lookups = new AccountLookups<string | null>(new MemoryBus(), {
      ttlMs: 60_000,
      max: 10,
      keep: (value) => value !== null,
    });
    // A role changes while its check is loading: the stale answer goes to who asked, then no further.
    const slow = deferred<{ userId: number; value: string }>();
    const racing = lookups.get('a', () => slow.promise, null);
    lookups.forget(7);
    slow.resolve({ userId: 7, value: 'USER' });
    expect(await racing).toBe('USER');
    expect(await lookups.get('a', async () => ({ userId: 7, value: 'ADMIN' }), null)).toBe('ADMIN');

    const failing = deferred<{ userId: number; value: string }>();
    const failed = lookups.get('b', () => failing.promise, null);
    failing.reject(new Error('database away'));
    await expect(failed).rejects.toThrow('database away');
    expect(await lookups.get('b', async () => ({ userId: 8, value: 'back' }), null)).toBe('back');

    const load = vi.fn(async () => null);
    expect(await lookups.get('unknown', load, null)).toBeNull();
    expect(await lookups.get('unknown', load, null)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    lookups.close();
  });
});
