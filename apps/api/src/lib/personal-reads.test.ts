import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryBus } from '../realtime/bus.ts';
import { acceptsGzip, PersonalReads } from './personal-reads.ts';

afterEach(() => {
  vi.useRealTimers();
});

const text = (value: { body: Buffer }) => value.body.toString();

describe('PersonalReads', () => {
  it('loads once within the TTL per user and read, and keeps the body gzipped too', async () => {
    vi.useFakeTimers();
    const reads = new PersonalReads(new MemoryBus());
    const load = vi.fn(async () => `{"n":${load.mock.calls.length}}`);
    const first = await reads.read(1, 7, 'my-agenda:3', load);
    expect(text(first)).toBe('{"n":1}');
    expect(gunzipSync(first.gzip).toString()).toBe('{"n":1}');
    expect(text(await reads.read(1, 7, 'my-agenda:3', load))).toBe('{"n":1}');
    expect(text(await reads.read(1, 7, 'my-agenda:4', load))).toBe('{"n":2}');
    expect(text(await reads.read(1, 8, 'my-agenda:3', load))).toBe('{"n":3}');
    expect(text(await reads.read(2, 7, 'my-agenda:3', load))).toBe('{"n":4}');
    vi.advanceTimersByTime(10_001);
    expect(text(await reads.read(1, 7, 'my-agenda:3', load))).toBe('{"n":5}');
  });

  it('answers an entry past its TTL while one reload replaces it, unless it is older still', async () => {
    vi.useFakeTimers();
    const reads = new PersonalReads(new MemoryBus());
    let finish: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = reads.read(1, 7, 'x', load);
    finish('one');
    expect(text(await first)).toBe('one');
    vi.advanceTimersByTime(6_000);
    expect(text(await reads.read(1, 7, 'x', load))).toBe('one');
    expect(text(await reads.read(1, 7, 'x', load))).toBe('one');
    expect(load).toHaveBeenCalledTimes(2); // one reload for both
    finish('two');
    // Gzipped on the thread pool, then it replaces the old entry.
    await vi.waitFor(async () => expect(text(await reads.read(1, 7, 'x', load))).toBe('two'));

    vi.advanceTimersByTime(6_000);
    expect(text(await reads.read(1, 7, 'x', load))).toBe('two');
    vi.advanceTimersByTime(5_000); // the reload is still running, and 'two' is too old now
    const waiting = reads.read(1, 7, 'x', load);
    finish('three');
    expect(text(await waiting)).toBe('three');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a reload that ran across a star', async () => {
    vi.useFakeTimers();
    const reads = new PersonalReads(new MemoryBus());
    await reads.read(1, 7, 'x', async () => 'before');
    vi.advanceTimersByTime(6_000);
    let finish: (value: string) => void = () => {};
    expect(
      text(await reads.read(1, 7, 'x', () => new Promise<string>((resolve) => (finish = resolve)))),
    ).toBe('before');
    reads.forget(1, 7);
    finish('reloaded before the star');
    await vi.advanceTimersByTimeAsync(0);
    expect(text(await reads.read(1, 7, 'x', async () => 'after the star'))).toBe('after the star');
  });

  it("drops a user's reads on forget, and a tenant's on a producer's invalidation, from any cache on the bus", async () => {
    const bus = new MemoryBus();
    const here = new PersonalReads(bus);
    const there = new PersonalReads(bus);
    await here.read(1, 7, 'calendar', async () => 'old 7');
    await here.read(1, 8, 'calendar', async () => 'old 8');
    await here.read(2, 9, 'calendar', async () => 'old 9');
    there.forget(1, 7);
    expect(text(await here.read(1, 7, 'calendar', async () => 'new 7'))).toBe('new 7');
    expect(text(await here.read(1, 8, 'calendar', async () => 'new 8'))).toBe('old 8');
    bus.publish('cache.invalidate', { tenantId: 1 });
    expect(text(await here.read(1, 8, 'calendar', async () => 'new 8'))).toBe('new 8');
    expect(text(await here.read(2, 9, 'calendar', async () => 'new 9'))).toBe('old 9');
  });

  it('does not keep a failed load, nor one forgotten while it ran', async () => {
    const reads = new PersonalReads(new MemoryBus());
    await expect(reads.read(1, 7, 'x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(text(await reads.read(1, 7, 'x', async () => 'ok'))).toBe('ok');

    let finish: (value: string) => void = () => {};
    const running = reads.read(1, 8, 'x', () => new Promise<string>((resolve) => (finish = resolve)));
    reads.forget(1, 8);
    finish('before the star');
    expect(text(await running)).toBe('before the star');
    expect(text(await reads.read(1, 8, 'x', async () => 'after the star'))).toBe('after the star');
  });

  it('keeps at most its byte budget, dropping the oldest first', async () => {
    // Random bytes hardly compress: each entry costs about twice its size.
    const body = () => Buffer.from(Array.from({ length: 1000 }, () => Math.floor(Math.random() * 256)));
    const reads = new PersonalReads(new MemoryBus(), 5_000);
    for (const user of [1, 2, 3]) await reads.read(1, user, 'x', async () => body());
    const load = vi.fn(async () => body());
    await reads.read(1, 3, 'x', load);
    await reads.read(1, 2, 'x', load);
    expect(load).toHaveBeenCalledTimes(0);
    await reads.read(1, 1, 'x', load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['*', true],
    ['x-gzip', true],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['br, *;q=0', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
