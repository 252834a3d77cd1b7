import { createHash } from 'node:crypto';
import { fallbackLocale, type Locale, localeSchema, type PushPayload } from '@vitrine/contract';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { type RequestDetails } from 'web-push';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { OutboundRefusedError, outboundRequest } from '../../lib/outbound-http.ts';
import type { VapidKeys } from '../../lib/secrets.ts';
import type { PushRepository } from './push.repository.ts';

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

interface DeliveryJobData {
  subscriptionId: number;
  payload: PushPayload;
  ttl: number;
  urgency: NonNullable<PushOptions['urgency']>;
  notAfter: string;
}

export interface PushJobsDeps {
  jobs: JobQueue;
  repository: PushRepository;
  vapid: VapidKeys;
  subject: string;
  allowPrivate: boolean;
  log: FastifyBaseLogger;
  /** Per request to a push service (10 s by default). */
  timeoutMs?: number;
}

const defaultTtl = 24 * 3600;

const isLocalized = (payload: PushPayload | LocalizedPushPayload): payload is LocalizedPushPayload =>
  fallbackLocale in payload;

/** A Topic header (≤ 32 URL-safe characters): an undelivered message with the same one is replaced. */
export const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Push goes out in two kinds of job. `push` (one per user and cause, keyed by the caller) finds the
 * user's subscriptions and language and queues one `push-delivery` per subscription, keyed by the
 * push's key and the subscription; each delivery is retried on its own, so a device the message
 * reached is never sent it again because another device's push service was down.
 */
export function definePushJobs({
  jobs,
  repository,
  vapid,
  subject,
  allowPrivate,
  log,
  timeoutMs,
}: PushJobsDeps) {
  jobs.define<PushJobData>(pushJob, {
    retryLimit: 10,
    expireInSeconds: 60,
    async run(data, job) {
      if (Date.parse(data.notAfter) < Date.now()) return;
      const subscriptions = await repository.ofUser(data.userId);
      if (subscriptions.length === 0) return;
      let payload: PushPayload;
      if (isLocalized(data.payload)) {
        const locale = localeSchema.safeParse(await repository.locale(data.userId)).data ?? fallbackLocale;
        payload = data.payload[locale];
      } else payload = data.payload;
      for (const subscription of subscriptions) {
        const delivery: DeliveryJobData = {
          subscriptionId: subscription.id,
          payload,
          ttl: data.ttl ?? defaultTtl,
          urgency: data.urgency ?? 'normal',
          notAfter: data.notAfter,
        };
        await jobs.enqueue(pushDeliveryJob, delivery, { key: `${job.key}:${subscription.id}` });
      }
    },
  });

  jobs.define<DeliveryJobData>(pushDeliveryJob, {
    // 2 s doubling: the last try comes about half an hour after the first, unless the TTL ends first.
    retryLimit: 10,
    expireInSeconds: 60,
    async run(data) {
      const left = Math.floor((Date.parse(data.notAfter) - Date.now()) / 1000);
      if (left <= 0) return;
      const subscription = await repository.byId(data.subscriptionId);
      if (!subscription) return;
      let details: RequestDetails;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(data.payload),
          {
            vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: Math.min(data.ttl, left),
            urgency: data.urgency,
            topic: topicOf(data.payload.tag),
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (error) {
        // Keys nothing can encrypt to (checked when subscribing, so only a row changed by hand).
        log.warn({ err: error, subscriptionId: subscription.id }, 'push subscription unusable; removed');
        await repository.removeGone(subscription.id, subscription.endpoint);
        return;
      }
      let status: number;
      try {
        const response = await outboundRequest(
          {
            url: details.endpoint,
            method: details.method,
            headers: details.headers as Record<string, string | number>,
            body: details.body ?? undefined,
          },
          { allowPrivate, timeoutMs, maxResponseBytes: 4096 },
        );
        status = response.status;
      } catch (error) {
        if (error instanceof OutboundRefusedError) {
          // Its host now resolves to an address we never call: the subscription is of no use.
          log.warn(
            { subscriptionId: subscription.id, reason: error.reason },
            'push endpoint refused; removed',
          );
          await repository.removeGone(subscription.id, subscription.endpoint);
          return;
        }
        await repository.failed(subscription.id);
        throw error;
      }
      if (status >= 200 && status < 300) return repository.delivered(subscription.id);
      if (status === 404 || status === 410)
        return repository.removeGone(subscription.id, subscription.endpoint);
      if (status === 429 || status >= 500) {
        await repository.failed(subscription.id);
        throw new Error(`push service answered ${status}`);
      }
      // 400, 401/403 (VAPID refused), 413: sending the same again would fail the same way.
      await repository.failed(subscription.id);
      log.warn({ subscriptionId: subscription.id, status }, 'push service refused the message');
    },
  });

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
      const ttl = options.ttl ?? defaultTtl;
      const data: PushJobData = {
        userId,
        payload,
        ...options,
        notAfter: new Date(Date.now() + ttl * 1000).toISOString(),
      };
      return jobs.enqueue(pushJob, data, { key }, tx);
    },
    wake: () => jobs.wake(pushJob),
  };
}
export type PushJobs = ReturnType<typeof definePushJobs>;
