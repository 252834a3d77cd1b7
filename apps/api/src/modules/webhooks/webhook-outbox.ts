import { randomBytes } from 'node:crypto';
import { type WebhookEventType, webhookLimits } from '@vitrine/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { localeOf } from '../../lib/locale.ts';
import type { OutboundPolicy } from '../../lib/outbound-http.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import { deliver } from './webhook-delivery.ts';
import { webhookFailingMail } from './webhooks.mail.ts';
import { type EndpointRow, webhooksRepository as repository } from './webhooks.repository.ts';

export const webhookDrainJob = 'webhook-drain';

export const HOUR = 3_600_000;

/**
 * The wait before the next try after `attempt` failures: doubling from `baseMs`, at most a minute
 * while the message is under an hour old (a receiver back from a short outage hears of
 * everything within a minute or two), then 10 minutes, and 30 after six hours.
 */
export function retryDelayMs(attempt: number, ageMs: number, baseMs: number): number {
  const cap = ageMs < HOUR ? 60_000 : ageMs < 6 * HOUR ? 600_000 : 1_800_000;
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), cap);
}

/** What a change tells the endpoints that listen for it: called inside the change's transaction. */
export interface WebhookEvents {
  emit(tx: Db, tenantId: number, type: WebhookEventType, data: Record<string, unknown>): Promise<void>;
  /** Many events of one type at once (an import): one lookup of the listeners, batched inserts. */
  emitMany(tx: Db, tenantId: number, type: WebhookEventType, data: Record<string, unknown>[]): Promise<void>;
}

export interface WebhookOutboxDeps {
  db: Db;
  jobs: JobQueue;
  mail: OutgoingMail;
  log: FastifyBaseLogger;
  publicUrl: string;
  retryBaseMs: number;
  policy: OutboundPolicy;
}

/** A new message id, as the receiver's `webhook-id` header carries it. */
export const newMessageId = () => `msg_${randomBytes(16).toString('hex')}`;

/**
 * The outbox: messages stored in the change's transaction, then delivered in order per endpoint by
 * the job runner (ADR 0007), one node per endpoint at a time through the endpoint's lease.
 */
export function createWebhookOutbox(deps: WebhookOutboxDeps) {
  const { db, jobs, mail, log } = deps;

  jobs.define<{ endpointId: number }>(webhookDrainJob, {
    // Deliveries wait on other people's servers: several endpoints at once per node.
    concurrency: 8,
    retryLimit: 20,
    // Longer than a drain of many messages usually takes; the lease, not this, keeps one node per endpoint.
    expireInSeconds: 300,
    run: ({ endpointId }) => drain(endpointId),
  });
  // Anything due that no job will look at (a node stopped between a failure and its retry's job).
  jobs.onStarted(async () => {
    const due = await repository.endpointsWithPending(db);
    const at = Date.now();
    await jobs.enqueueMany(
      webhookDrainJob,
      due.map((endpointId) => ({ key: `${endpointId}:start:${at}`, data: { endpointId } })),
    );
  });

  /**
   * Another node holds the endpoint: it looks again when it lets go. Should it have died holding
   * it, a job just after its lease ends takes over (one per lease: renewals move the instant).
   */
  async function lookAfterLease(endpointId: number): Promise<void> {
    const row = await repository.lease(db, endpointId);
    if (!row?.enabled || !row.leaseUntil) return;
    await jobs.enqueue(
      webhookDrainJob,
      { endpointId },
      {
        key: `${endpointId}:lease:${row.leaseUntil.getTime()}`,
        startAfter: new Date(row.leaseUntil.getTime() + 1_000),
      },
    );
  }

  /**
   * Delivers the endpoint's pending messages one at a time, oldest first. A failure stops the
   * endpoint until that message's retry (later messages wait behind it, so order holds); a job
   * is queued for that instant. Whoever finds the endpoint held returns at once: the holder looks
   * again after letting go, and a message stored before that is seen then.
   */
  async function drain(endpointId: number): Promise<void> {
    for (let round = 0; round < 3; round++) {
      const endpoint = await repository.claim(db, endpointId);
      if (!endpoint) {
        await lookAfterLease(endpointId);
        return;
      }
      try {
        await deliverInOrder(endpoint);
      } finally {
        await repository.release(db, endpointId);
      }
      const next = await repository.nextPending(db, endpointId);
      if (!next || next.nextAttemptAt.getTime() > Date.now()) return;
    }
  }

  async function deliverInOrder(claimed: EndpointRow): Promise<void> {
    let endpoint = claimed;
    for (;;) {
      const message = await repository.nextPending(db, endpoint.id);
      if (!message) return;
      if (message.nextAttemptAt.getTime() > Date.now()) {
        await scheduleRetry(endpoint.id, message.id, message.attempts, message.nextAttemptAt);
        return;
      }
      const attempt = message.attempts + 1;
      // The try is on record before the request goes: a node killed mid-request leaves it there
      // unanswered, and the next try is a new attempt (never the same attempt twice).
      const fresh = await transaction(db, async (tx) => {
        const row = await repository.renewLease(tx, endpoint.id);
        if (!row) return null;
        await repository.startAttempt(tx, message.id, attempt);
        return row;
      });
      if (!fresh) return;
      endpoint = fresh;
      const outcome = await deliver(
        endpoint,
        { msgId: message.msgId, body: message.body, attempt },
        deps.policy,
      );
      const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const now = Date.now();
      const ageMs = now - message.createdAt.getTime();
      const givenUp = !delivered && ageMs >= webhookLimits.retryHours * HOUR;
      const nextAttemptAt = new Date(now + retryDelayMs(attempt, ageMs, deps.retryBaseMs));
      const failingSince = delivered ? null : (endpoint.failingSince ?? new Date(now));
      const tooLong =
        failingSince !== null && now - failingSince.getTime() >= webhookLimits.disableAfterDays * 24 * HOUR;
      // The endpoint's row first, then its message's, then the try's: the order an endpoint's
      // removal (its cascade) takes them in, so the two never wait on each other (a deadlock).
      const disabled = await transaction(db, async (tx) => {
        const still = await repository.settleEndpoint(
          tx,
          endpoint.id,
          tooLong ? { failingSince, enabled: false, disabledReason: 'FAILING' } : { failingSince },
        );
        // Removed meanwhile: its messages went with it.
        if (!still) return null;
        await repository.settleMessage(
          tx,
          message.id,
          delivered
            ? { status: 'DELIVERED', deliveredAt: new Date(now) }
            : givenUp
              ? { status: 'FAILED' }
              : { nextAttemptAt },
        );
        await repository.settleAttempt(tx, message.id, attempt, outcome);
        if (tooLong) await mailFailing(tx, endpoint);
        return tooLong;
      });
      if (disabled === null) return;
      if (disabled) {
        mail.wake();
        return;
      }
      if (!delivered && !givenUp) {
        await scheduleRetry(endpoint.id, message.id, attempt, nextAttemptAt);
        return;
      }
    }
  }

  const scheduleRetry = (endpointId: number, messageId: number, attempts: number, at: Date) =>
    jobs.enqueue(
      webhookDrainJob,
      { endpointId },
      { key: `${endpointId}:retry:${messageId}:${attempts}`, startAfter: at },
    );

  async function mailFailing(tx: Db, endpoint: EndpointRow) {
    const row = await repository.failingMailTarget(tx, endpoint.tenantId, endpoint.createdBy);
    if (!row?.supportEmail) {
      log.warn({ endpointId: endpoint.id }, 'webhook endpoint disabled; the tenant has no support address');
      return;
    }
    await mail.enqueue(
      webhookFailingMail({
        to: row.supportEmail,
        locale: localeOf(row.locale),
        url: endpoint.url,
        since: endpoint.failingSince ?? new Date(),
        link: `${deps.publicUrl}/area-produtor?section=integrations`,
      }),
      `webhook-disabled:${endpoint.id}:${Date.now()}`,
      tx,
    );
  }

  /** Stores the messages of one event for each listening endpoint, in the change's transaction. */
  const events: WebhookEvents = {
    emit: (tx, tenantId, type, data) => events.emitMany(tx, tenantId, type, [data]),

    async emitMany(tx, tenantId, type, items) {
      if (items.length === 0) return;
      const listening = await repository.listening(tx, tenantId, type);
      if (listening.length === 0) return;
      const timestamp = new Date().toISOString();
      const bodies = items.map((data) => JSON.stringify({ type, timestamp, data }));
      // The messages in the order of the changes; one drain job per endpoint is enough, as a
      // drain sends everything pending.
      const firstOf = new Map<number, number>();
      for (const endpointId of listening) {
        for (let start = 0; start < bodies.length; start += 500) {
          const stored = await repository.insertMessages(
            tx,
            bodies.slice(start, start + 500).map((body) => ({
              tenantId,
              endpointId,
              msgId: newMessageId(),
              eventType: type,
              body,
            })),
          );
          if (!firstOf.has(endpointId)) firstOf.set(endpointId, stored[0]!);
        }
      }
      // Jobs in the same transaction: no event without its change, no change without its event.
      // The change seam wakes the workers once the transaction commits (jobs/job-queue.ts).
      await jobs.enqueueMany(
        webhookDrainJob,
        [...firstOf].map(([endpointId, id]) => ({ key: `${endpointId}:msg:${id}`, data: { endpointId } })),
        tx,
      );
    },
  };

  return {
    events,
    /** For tests and the bench: looks for due deliveries now. */
    wake: () => jobs.wake(webhookDrainJob),
  };
}
export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;
