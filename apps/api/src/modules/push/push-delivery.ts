import { createHash } from 'node:crypto';
import type { PushPayload } from '@vitrine/contract';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { type RequestDetails } from 'web-push';
import { OutboundRefusedError, outboundRequest } from '../../lib/outbound-http.ts';
import type { VapidKeys } from '../../lib/secrets.ts';
import type { PushRepository, PushSubscriptionRow } from './push.repository.ts';

/** One message to one subscription. */
export interface DeliveryJobData {
  subscriptionId: number;
  payload: PushPayload;
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  notAfter: string;
}

/**
 * What became of a delivery: `sent` (2xx); `dropped` (too late, or the subscription is gone or was
 * removed now); `refused` (a 4xx that would come again: counted against the subscription, not
 * retried); `retry` (no answer, 429, 5xx: counted, and the job is retried).
 */
export type DeliveryOutcome = { kind: 'sent' | 'dropped' | 'refused' } | { kind: 'retry'; error: unknown };

export interface PushSenderDeps {
  repository: PushRepository;
  vapid: VapidKeys;
  subject: string;
  allowPrivate: boolean;
  log: FastifyBaseLogger;
  /** Per request to a push service (10 s by default). */
  timeoutMs?: number;
}

/** A Topic header (≤ 32 URL-safe characters): an undelivered message with the same one is replaced. */
export const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/** A VAPID token is valid this long (RFC 8292 allows up to 24 h) and reused for its first hour. */
const vapidExpirySeconds = 12 * 3600;
const vapidReuseMs = 3600_000;
/** Push service origins whose token is kept: browsers use a handful; more just sign again. */
const vapidCacheSize = 64;

/** Encrypts and posts one message to a push service (RFC 8030/8291/8292) and says how it went. */
export function createPushSender({
  repository,
  vapid,
  subject,
  allowPrivate,
  log,
  timeoutMs,
}: PushSenderDeps) {
  // The Authorization depends only on the push service's origin: signing an ES256 token for each
  // message cost about as much CPU as encrypting it (bench/reminders.mjs).
  const vapidTokens = new Map<string, { headers: Record<string, string>; until: number }>();
  function vapidHeaders(endpoint: string): Record<string, string> {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const cached = vapidTokens.get(audience);
    if (cached && cached.until > now) return cached.headers;
    const headers = {
      ...webpush.getVapidHeaders(
        audience,
        subject,
        vapid.publicKey,
        vapid.privateKey,
        'aes128gcm',
        Math.floor(now / 1000) + vapidExpirySeconds,
      ),
    };
    if (vapidTokens.size >= vapidCacheSize) vapidTokens.clear();
    vapidTokens.set(audience, { headers, until: now + vapidReuseMs });
    return headers;
  }

  return async function deliver(
    data: DeliveryJobData,
    subscription: PushSubscriptionRow | undefined,
  ): Promise<DeliveryOutcome> {
    const left = Math.floor((Date.parse(data.notAfter) - Date.now()) / 1000);
    if (left <= 0 || !subscription) return { kind: 'dropped' };
    let details: RequestDetails;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(data.payload),
        {
          headers: vapidHeaders(subscription.endpoint),
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
      return { kind: 'dropped' };
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
        log.warn({ subscriptionId: subscription.id, reason: error.reason }, 'push endpoint refused; removed');
        await repository.removeGone(subscription.id, subscription.endpoint);
        return { kind: 'dropped' };
      }
      return { kind: 'retry', error };
    }
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) {
      await repository.removeGone(subscription.id, subscription.endpoint);
      return { kind: 'dropped' };
    }
    if (status === 429 || status >= 500) {
      return { kind: 'retry', error: new Error(`push service answered ${status}`) };
    }
    // 400, 401/403 (VAPID refused), 413: sending the same again would fail the same way.
    log.warn({ subscriptionId: subscription.id, status }, 'push service refused the message');
    return { kind: 'refused' };
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
