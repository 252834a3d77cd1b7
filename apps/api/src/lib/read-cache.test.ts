import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryBus } from '../realtime/bus.ts';
import { ReadCache } from './read-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('ReadCache', () => {
  it('loads once within the TTL, per tenant, until invalidated', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(new MemoryBus());
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect(await cache.read(1, 'k', load)).toEqual({ n: 1 });
    expect(await cache.read(1, 'k', load)).toEqual({ n: 1 });
    expect(await cache.read(2, 'k', load)).toEqual({ n: 2 });
    cache.invalidate(1);
    expect(await cache.read(1, 'k', load)).toEqual({ n: 3 });
    vi.advanceTimersByTime(5_001);
    expect(await cache.read(1, 'k', load)).toEqual({ n: 4 });
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache(new MemoryBus());
    await expect(cache.read(1, 'fail', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read(1, 'fail', async () => 'ok')).toBe('ok');
  });

  it('is dropped by an invalidation from another cache on the same bus', async () => {
    const bus = new MemoryBus();
    const here = new ReadCache(bus);
    const there = new ReadCache(bus);
    expect(await here.read(1, 'k', async () => 'old')).toBe('old');
    there.invalidate(1);
    expect(await here.read(1, 'k', async () => 'new')).toBe('new');
  });

  it('keeps apps on separate buses apart', async () => {
    const one = new ReadCache(new MemoryBus());
    const other = new ReadCache(new MemoryBus());
    expect(await one.read(1, 'k', async () => 'one')).toBe('one');
    expect(await other.read(1, 'k', async () => 'other')).toBe('other');
  });

  it('peeks only at loaded, fresh values, and aliases live and die with their entry', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(new MemoryBus());
    expect(cache.peek(1, 'k')).toBeUndefined();
    const loading = cache.read(1, 'k', async () => 'v');
    expect(cache.peek(1, 'k')).toBeUndefined();
    await loading;
    expect(cache.peek(1, 'k')).toBe('v');
    cache.alias(1, 'GET /k', 'k', { sent: 'v' });
    cache.alias(1, 'GET /none', 'none', 'x');
    expect(cache.peek(1, 'GET /k')).toEqual({ sent: 'v' });
    expect(cache.peek(1, 'GET /none')).toBeUndefined();
    expect(cache.peek(2, 'GET /k')).toBeUndefined();
    cache.invalidate(1);
    expect(cache.peek(1, 'GET /k')).toBeUndefined();

    await cache.read(1, 'k', async () => 'v2');
    cache.alias(1, 'GET /k', 'k', 'a2');
    vi.advanceTimersByTime(5_001);
    expect(cache.peek(1, 'k')).toBeUndefined();
    expect(cache.peek(1, 'GET /k')).toBeUndefined();
  });
});
