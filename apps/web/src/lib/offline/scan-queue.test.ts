import { describe, expect, it, vi } from 'vitest';
import { ApiError, fetchFailedBody } from '../api/api-error.ts';
import { queuedScans, queueScan, sendQueuedScans } from './scan-queue.ts';

const offline = new ApiError(0, fetchFailedBody, 'offline');
const refused = new ApiError(404, { code: 'BADGE_INVALID', message: '', args: [] }, 'unknown');

describe('scan queue', () => {
  it('sends the reads oldest first with their time, and drops the ones the server refuses', async () => {
    await queueScan('q1', 'A', '2026-11-25T10:00:00.000Z');
    await queueScan('q1', 'B', '2026-11-25T10:01:00.000Z');
    await queueScan('other', 'X', '2026-11-25T10:02:00.000Z');
    const send = vi.fn(async ({ badge }: { badge: string; at: string }) => {
      if (badge === 'A') throw refused;
      return badge;
    });

    const replay = await sendQueuedScans('q1', send);

    expect(send.mock.calls.map(([scan]) => [scan.badge, scan.at])).toEqual([
      ['A', '2026-11-25T10:00:00.000Z'],
      ['B', '2026-11-25T10:01:00.000Z'],
    ]);
    expect(replay.sent.map((entry) => entry.result)).toEqual(['B']);
    expect(replay.refused.map((entry) => entry.scan.badge)).toEqual(['A']);
    expect(await queuedScans('q1')).toEqual([]);
    expect((await queuedScans('other')).map((scan) => scan.badge)).toEqual(['X']);
  });

  it('stops at the first network failure and keeps the rest in order', async () => {
    await queueScan('q2', 'A', '2026-11-25T10:00:00.000Z');
    await queueScan('q2', 'B', '2026-11-25T10:01:00.000Z');
    const replay = await sendQueuedScans('q2', async () => {
      throw offline;
    });
    expect(replay.stoppedBy).toBe(offline);
    expect((await queuedScans('q2')).map((scan) => scan.badge)).toEqual(['A', 'B']);
  });
});
