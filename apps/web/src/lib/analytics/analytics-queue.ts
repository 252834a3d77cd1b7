export interface AnalyticsEvent {
  type: 'page_view' | 'tab_open';
  path: string;
  tab?: string;
  eventId?: number;
  exhibitorId?: number;
  at: string;
}

interface QueueOptions {
  /** Sends one batch; a rejection is swallowed (analytics must never bother the visitor). */
  send: (events: AnalyticsEvent[]) => Promise<unknown>;
  /** Hands a batch to the browser as the page goes away; false when it refused. */
  beacon?: (events: AnalyticsEvent[]) => boolean;
  /** The server takes at most 50 events per batch (contract's analyticsBatchSchema). */
  batchSize?: number;
  /** Oldest events are dropped past this, so an offline visit cannot grow without end. */
  maxQueued?: number;
}

/** Collects page views and tab opens and hands them over in batches. */
export function createAnalyticsQueue({ send, beacon, batchSize = 50, maxQueued = 200 }: QueueOptions) {
  let queue: AnalyticsEvent[] = [];
  let sending = false;

  const take = () => {
    const batch = queue.slice(0, batchSize);
    queue = queue.slice(batch.length);
    return batch;
  };

  return {
    track(event: Omit<AnalyticsEvent, 'at'> & { at?: string }) {
      queue.push({ ...event, at: event.at ?? new Date().toISOString() });
      if (queue.length > maxQueued) queue = queue.slice(queue.length - maxQueued);
    },
    size: () => queue.length,
    /** Sends everything queued, one batch at a time; a failed batch is dropped, not retried. */
    async flush() {
      if (sending) return;
      sending = true;
      try {
        while (queue.length > 0) {
          const batch = take();
          await send(batch).catch(() => undefined);
        }
      } finally {
        sending = false;
      }
    },
    /** For `visibilitychange` to hidden: fetch may not finish, sendBeacon does. */
    flushWithBeacon() {
      if (!beacon) return;
      while (queue.length > 0) {
        const batch = take();
        if (!beacon(batch)) {
          queue = [...batch, ...queue];
          return;
        }
      }
    },
  };
}
