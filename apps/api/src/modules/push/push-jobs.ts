import { fallbackLocale, type Locale, localeSchema, type PushPayload } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import type { BatchFailures, JobQueue, JobToEnqueue } from '../../jobs/job-queue.ts';
import { createPushSender, type DeliveryJobData, type PushSenderDeps } from './push-delivery.ts';

export { topicOf } from './push-delivery.ts';

export const pushJob = 'push';
export const pushDeliveryJob = 'push-delivery';

/** One text per language, picked when the push goes out (the user may change language meanwhile). */
export type LocalizedPushPayload = Record<Locale, PushPayload>;

export interface PushOptions {
  /** Seconds a push service keeps the message for an offline device (RFC 8030 TTL). */
  ttl?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

interface PushJobData extends PushOptions {
  userId: number;
  payload: PushPayload | LocalizedPushPayload;
  /** ISO time after which sending is pointless (enqueue time + TTL). */
  notAfter: string;
}

export interface PushToSend {
  userId: number;
  payload: PushPayload | LocalizedPushPayload;
  /** Once per key: the same key pushes once. */
  key: string;
  options?: PushOptions;
}

export interface PushJobsDeps extends PushSenderDeps {
  jobs: JobQueue;
}

const defaultTtl = 24 * 3600;

const isLocalized = (payload: PushPayload | LocalizedPushPayload): payload is LocalizedPushPayload =>
  fallbackLocale in payload;

/**
 * Push goes out in two kinds of job. `push` (one per user and cause, keyed by the caller) finds the
 * user's subscriptions and language and queues one `push-delivery` per subscription, keyed by the
 * push's key and the subscription; each delivery is retried on its own, so a device the message
 * reached is never sent it again because another device's push service was down.
 */
export function definePushJobs({ jobs, repository, ...senderDeps }: PushJobsDeps) {
  const deliver = createPushSender({ repository, ...senderDeps });
  const { log } = senderDeps;

  jobs.define<PushJobData>(pushJob, {
    // Pushes caused together (a session's reminders) are fanned out together: one read of their
    // users' subscriptions and languages, one insert of their deliveries. A failure retries the
    // batch, which queues no delivery twice (their keys).
    batchSize: 50,
    retryLimit: 10,
    expireInSeconds: 60,
    async runBatch(runs) {
      const now = Date.now();
      const live = runs.filter((run) => Date.parse(run.data.notAfter) >= now);
      const userIds = [...new Set(live.map((run) => run.data.userId))];
      const subscriptions = await repository.ofUsers(userIds);
      if (subscriptions.length === 0) return;
      const byUser = new Map<number, typeof subscriptions>();
      for (const subscription of subscriptions) {
        byUser.set(subscription.userId, [...(byUser.get(subscription.userId) ?? []), subscription]);
      }
      const locales = live.some((run) => isLocalized(run.data.payload))
        ? await repository.locales([...byUser.keys()])
        : new Map<number, string>();
      const deliveries: JobToEnqueue<DeliveryJobData>[] = [];
      for (const { data, key } of live) {
        const own = byUser.get(data.userId);
        if (!own) continue;
        const payload = isLocalized(data.payload)
          ? data.payload[localeSchema.safeParse(locales.get(data.userId)).data ?? fallbackLocale]
          : data.payload;
        for (const subscription of own) {
          deliveries.push({
            key: `${key}:${subscription.id}`,
            data: {
              subscriptionId: subscription.id,
              payload,
              ttl: data.ttl ?? defaultTtl,
              urgency: data.urgency ?? 'normal',
              notAfter: data.notAfter,
            },
          });
        }
      }
      await jobs.enqueueMany(pushDeliveryJob, deliveries);
    },
  });

  jobs.define<DeliveryJobData>(pushDeliveryJob, {
    // 2 s doubling: the last try comes about half an hour after the first, unless the TTL ends first.
    retryLimit: 10,
    expireInSeconds: 60,
    // A delivery mostly waits for a push service: 16 due ones at a time, side by side, with one read
    // of their subscriptions and one write of how they went, and two such batches at once; each
    // delivery is retried on its own (bench/reminders.mjs).
    batchSize: 16,
    concurrency: 2,
    async runBatch(runs): Promise<BatchFailures> {
      const subscriptions = new Map(
        (await repository.byIds([...new Set(runs.map((run) => run.data.subscriptionId))])).map((row) => [
          row.id,
          row,
        ]),
      );
      const outcomes = await Promise.all(
        runs.map(({ data }) =>
          deliver(data, subscriptions.get(data.subscriptionId)).catch((error: unknown) => ({
            kind: 'retry' as const,
            error,
          })),
        ),
      );
      const sent: number[] = [];
      const failing: number[] = [];
      const failed: BatchFailures['failed'] = [];
      outcomes.forEach((outcome, index) => {
        const run = runs[index]!;
        if (outcome.kind === 'sent') sent.push(run.data.subscriptionId);
        if (outcome.kind === 'refused' || outcome.kind === 'retry') failing.push(run.data.subscriptionId);
        if (outcome.kind === 'retry') failed.push({ id: run.id, error: outcome.error });
      });
      // Bookkeeping for operators only: its failure must not send anything again.
      await Promise.all([repository.delivered(sent), repository.failed(failing)]).catch((error) =>
        log.warn({ err: error }, 'push delivery: could not record the outcome'),
      );
      return { failed };
    },
  });

  function pushOf({ userId, payload, key, options = {} }: PushToSend): JobToEnqueue<PushJobData> {
    const ttl = options.ttl ?? defaultTtl;
    return {
      key,
      data: { userId, payload, ...options, notAfter: new Date(Date.now() + ttl * 1000).toISOString() },
    };
  }

  return {
    /**
     * Queues a push of `payload` to every subscription of `userId`, once per `key`; with `tx`, only
     * if that transaction commits (then call `wake`).
     */
    async send(
      userId: number,
      payload: PushPayload | LocalizedPushPayload,
      key: string,
      tx?: Db,
      options: PushOptions = {},
    ): Promise<boolean> {
      const { data } = pushOf({ userId, payload, key, options });
      return jobs.enqueue(pushJob, data, { key }, tx);
    },
    /** `send` for many pushes in one statement (a batch of reminders); a key already queued is skipped. */
    sendMany: (pushes: PushToSend[], tx?: Db) => jobs.enqueueMany(pushJob, pushes.map(pushOf), tx),
    wake: () => jobs.wake(pushJob),
  };
}
export type PushJobs = ReturnType<typeof definePushJobs>;
