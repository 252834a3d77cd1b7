import { describe, expect, it, vi } from 'vitest';
import { type AnalyticsEvent, createAnalyticsQueue } from './analytics-queue.ts';

const view = (path: string) => ({ type: 'page_view' as const, path });

describe('analytics queue', () => {
  it('sends what was queued in batches of the given size, stamped with the time', async () => {
    const send = vi.fn<(events: AnalyticsEvent[]) => Promise<unknown>>().mockResolvedValue(undefined);
    const queue = createAnalyticsQueue({ send, batchSize: 2 });
    queue.track(view('/event'));
    queue.track({ type: 'tab_open', path: '/event', tab: 'expositores', eventId: 1 });
    queue.track(view('/expositor/3'));
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]?.[0].map((event) => event.path)).toEqual(['/event', '/event']);
    expect(send.mock.calls[0]?.[0][1]).toMatchObject({ tab: 'expositores', eventId: 1 });
    expect(send.mock.calls[1]?.[0]).toHaveLength(1);
    expect(Number.isNaN(Date.parse(send.mock.calls[1]?.[0][0]?.at ?? ''))).toBe(false);
    expect(queue.size()).toBe(0);
  });

  it('does not call send when nothing is queued, and swallows failures', async () => {
    const send = vi.fn<(events: AnalyticsEvent[]) => Promise<unknown>>().mockRejectedValue(new Error('down'));
    const queue = createAnalyticsQueue({ send });
    await queue.flush();
    expect(send).not.toHaveBeenCalled();
    queue.track(view('/event'));
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(queue.size()).toBe(0);
  });

  it('keeps only the newest events past the cap', async () => {
    const send = vi.fn<(events: AnalyticsEvent[]) => Promise<unknown>>().mockResolvedValue(undefined);
    const queue = createAnalyticsQueue({ send, maxQueued: 3 });
    for (const path of ['/a', '/b', '/c', '/d', '/e']) queue.track(view(path));
    expect(queue.size()).toBe(3);
    await queue.flush();
    expect(send.mock.calls[0]?.[0].map((event) => event.path)).toEqual(['/c', '/d', '/e']);
  });

  it('hands the queue to the beacon when the page hides, and keeps it if refused', () => {
    const beacon = vi.fn<(events: AnalyticsEvent[]) => boolean>().mockReturnValueOnce(false);
    const queue = createAnalyticsQueue({ send: vi.fn(), beacon, batchSize: 10 });
    queue.track(view('/event'));
    queue.flushWithBeacon();
    expect(beacon).toHaveBeenCalledTimes(1);
    beacon.mockReturnValue(true);
    queue.track(view('/event'));
    queue.flushWithBeacon();
    expect(beacon.mock.calls[1]?.[0]).toHaveLength(2);
    expect(queue.size()).toBe(0);
  });
});
