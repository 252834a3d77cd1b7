import { useCallback, useEffect, useRef, useState } from 'react';
import {
  onScanQueueChange,
  type QueuedScan,
  queuedScans,
  queueScan,
  type ScanReplay,
  sendQueuedScans,
  waitsForNetwork,
} from './scan-queue.ts';

export type ScanSubmission<R> = { status: 'sent'; result: R } | { status: 'queued' };

interface ScanQueueOptions<R> {
  /** The queue's name (see `QueuedScan.queue`); null while the user or target is unknown. */
  queue: string | null;
  /** Sends one read; `at` is set for a read that waited in the queue. */
  send: (read: { badge: string; at?: string }) => Promise<R>;
  /** After a round of queued reads went out (some may have been refused). */
  onReplay?: (replay: ScanReplay<R>) => void;
}

// navigator.onLine can say yes in a venue's dead zone: while reads wait, try again this often.
const retryMs = 30_000;

/**
 * Sends badge reads now when it can, or keeps them for later: a read that fails for want of
 * network waits in the queue, and the queue is sent when the page opens, when the browser is
 * back online and every 30 s while it holds something. `pending` counts the waiting reads.
 */
export function useScanQueue<R>({ queue, send, onReplay }: ScanQueueOptions<R>) {
  const [pending, setPending] = useState(0);
  const latest = useRef({ send, onReplay });
  latest.current = { send, onReplay };

  const replay = useCallback(async () => {
    if (!queue || (await queuedScans(queue)).length === 0) return;
    const result = await sendQueuedScans(queue, (scan: QueuedScan) =>
      latest.current.send({ badge: scan.badge, at: scan.at }),
    );
    if (result.sent.length + result.refused.length > 0) latest.current.onReplay?.(result);
  }, [queue]);

  useEffect(() => {
    if (!queue) return;
    let live = true;
    const count = () =>
      void queuedScans(queue).then((scans) => {
        if (live) setPending(scans.length);
      });
    count();
    const unsubscribe = onScanQueueChange(count);
    void replay();
    const onOnline = () => void replay();
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [queue, replay]);

  useEffect(() => {
    if (pending === 0) return;
    const timer = setInterval(() => void replay(), retryMs);
    return () => clearInterval(timer);
  }, [pending, replay]);

  /** Sends a read now, or queues it (offline, or the request failed for want of network). */
  const submit = useCallback(
    async (badge: string): Promise<ScanSubmission<R>> => {
      const at = new Date().toISOString();
      const keep = async (): Promise<ScanSubmission<R>> => {
        if (queue) await queueScan(queue, badge, at);
        return { status: 'queued' };
      };
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return keep();
      try {
        return { status: 'sent', result: await latest.current.send({ badge }) };
      } catch (error) {
        if (queue && waitsForNetwork(error)) return keep();
        throw error;
      }
    },
    [queue],
  );

  return { pending, submit, replay };
}
