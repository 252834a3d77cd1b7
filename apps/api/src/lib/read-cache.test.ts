import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedRead, invalidateShowcaseCache } from './read-cache.ts';

afterEach(() => {
  vi.useRealTimers();
  invalidateShowcaseCache(-1);
  invalidateShowcaseCache(-2);
});

describe('cachedRead', () => {
  it('loads once within the TTL, per tenant, until invalidated', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect(await cachedRead(-1, 'k', load)).toEqual({ n: 1 });
    expect(await cachedRead(-1, 'k', load)).toEqual({ n: 1 });
    expect(await cachedRead(-2, 'k', load)).toEqual({ n: 2 });
    invalidateShowcaseCache(-1);
    expect(await cachedRead(-1, 'k', load)).toEqual({ n: 3 });
    vi.advanceTimersByTime(5_001);
    expect(await cachedRead(-1, 'k', load)).toEqual({ n: 4 });
  });

  it('does not keep a failed load', async () => {
    await expect(cachedRead(-1, 'fail', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedRead(-1, 'fail', async () => 'ok')).toBe('ok');
  });
});
