import { randomBytes } from 'node:crypto';
import {
  type CreatedWebhook,
  type CreateWebhook,
  type UpdateWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEventType,
  type WebhookSecret,
  webhookEventTypeSchema,
  webhookLimits,
} from '@vitrine/contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { tenants, users, webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { localeOf } from '../../lib/locale.ts';
import { checkOutboundUrl, OutboundRefusedError, outboundRequest } from '../../lib/outbound-http.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import { newWebhookSecret, webhookHeaders } from './webhook-signing.ts';
import { webhookFailingMail } from './webhooks.mail.ts';

export const webhookDrainJob = 'webhook-drain';

/** How long a node holds an endpoint while it delivers one message (a try lasts at most 10 s). */
const LEASE_SECONDS = 40;
const HOUR = 3_600_000;

/**
 * The wait before the next try after `attempt` failures: doubling from `baseMs`, at most a minute
 * while the message is under an hour old (a receiver back from a short outage hears of
 * everything within a minute or two), then 10 minutes, and 30 after six hours.
 */
export function retryDelayMs(attempt: number, ageMs: number, baseMs: number): number {
  const cap = ageMs < HOUR ? 60_000 : ageMs < 6 * HOUR ? 600_000 : 1_800_000;
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), cap);
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export interface WebhooksDeps {
  db: Db;
  jobs: JobQueue;
  mail: OutgoingMail;
  log: FastifyBaseLogger;
  publicUrl: string;
  allowPrivate: boolean;
  retryBaseMs: number;
}

/** What a change tells the endpoints that listen for it: called inside the change's transaction. */
export interface WebhookEvents {
  emit(tx: Db, tenantId: number, type: WebhookEventType, data: Record<string, unknown>): Promise<void>;
  /** Many events of one type at once (an import): one lookup of the listeners, batched inserts. */
  emitMany(tx: Db, tenantId: number, type: WebhookEventType, data: Record<string, unknown>[]): Promise<void>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Signed webhooks with a delivery log (ADR 0007), delivered in order per endpoint by the job runner. */
export function createWebhooks(deps: WebhooksDeps) {
  const { db, jobs, mail, log } = deps;
  const policy = { allowPrivate: deps.allowPrivate, timeoutMs: webhookLimits.timeoutSeconds * 1000 };

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
    const due = await db
      .selectDistinct({ endpointId: webhookMessages.endpointId })
      .from(webhookMessages)
      .where(eq(webhookMessages.status, 'PENDING'));
    const at = Date.now();
    await jobs.enqueueMany(
      webhookDrainJob,
      due.map(({ endpointId }) => ({ key: `${endpointId}:start:${at}`, data: { endpointId } })),
    );
  });

  /** Takes the endpoint for this node, or says another holds it (and will look again after). */
  async function claim(endpointId: number): Promise<EndpointRow | null> {
    const [row] = await db
      .update(webhookEndpoints)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          eq(webhookEndpoints.enabled, true),
          or(isNull(webhookEndpoints.leaseUntil), lt(webhookEndpoints.leaseUntil, sql`now()`)),
        ),
      )
      .returning();
    return row ?? null;
  }

  /**
   * Another node holds the endpoint: it looks again when it lets go. Should it have died holding
   * it, a job just after its lease ends takes over (one per lease: renewals move the instant).
   */
  async function lookAfterLease(endpointId: number): Promise<void> {
    const [row] = await db
      .select({ enabled: webhookEndpoints.enabled, leaseUntil: webhookEndpoints.leaseUntil })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
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

  const release = (endpointId: number) =>
    db.update(webhookEndpoints).set({ leaseUntil: null }).where(eq(webhookEndpoints.id, endpointId));

  async function nextPending(endpointId: number) {
    const [message] = await db
      .select()
      .from(webhookMessages)
      .where(and(eq(webhookMessages.endpointId, endpointId), eq(webhookMessages.status, 'PENDING')))
      .orderBy(asc(webhookMessages.id))
      .limit(1);
    return message;
  }

  /**
   * Delivers the endpoint's pending messages one at a time, oldest first. A failure stops the
   * endpoint until that message's retry (later messages wait behind it, so order holds); a job
   * is queued for that instant. Whoever finds the endpoint held returns at once: the holder looks
   * again after letting go, and a message stored before that is seen then.
   */
  async function drain(endpointId: number): Promise<void> {
    for (let round = 0; round < 3; round++) {
      const endpoint = await claim(endpointId);
      if (!endpoint) {
        await lookAfterLease(endpointId);
        return;
      }
      try {
        await deliverInOrder(endpoint);
      } finally {
        await release(endpointId);
      }
      const next = await nextPending(endpointId);
      if (!next || next.nextAttemptAt.getTime() > Date.now()) return;
    }
  }

  async function deliverInOrder(claimed: EndpointRow): Promise<void> {
    let endpoint = claimed;
    for (;;) {
      const message = await nextPending(endpoint.id);
      if (!message) return;
      if (message.nextAttemptAt.getTime() > Date.now()) {
        await scheduleRetry(endpoint.id, message.id, message.attempts, message.nextAttemptAt);
        return;
      }
      const attempt = message.attempts + 1;
      // The try is on record before the request goes: a node killed mid-request leaves it there
      // unanswered, and the next try is a new attempt (never the same attempt twice).
      const fresh = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookEndpoints)
          .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
          .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
          .returning();
        if (!row) return null;
        await tx.update(webhookMessages).set({ attempts: attempt }).where(eq(webhookMessages.id, message.id));
        await tx.insert(webhookAttempts).values({ messageId: message.id, attempt });
        return row;
      });
      if (!fresh) return;
      endpoint = fresh;
      const outcome = await send(endpoint, message.msgId, message.body, attempt);
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
      const disabled = await db.transaction(async (tx) => {
        const [still] = await tx
          .update(webhookEndpoints)
          .set(tooLong ? { failingSince, enabled: false, disabledReason: 'FAILING' } : { failingSince })
          .where(eq(webhookEndpoints.id, endpoint.id))
          .returning({ id: webhookEndpoints.id });
        // Removed meanwhile: its messages went with it.
        if (!still) return null;
        await tx
          .update(webhookMessages)
          .set(
            delivered
              ? { status: 'DELIVERED', deliveredAt: new Date(now) }
              : givenUp
                ? { status: 'FAILED' }
                : { nextAttemptAt },
          )
          .where(eq(webhookMessages.id, message.id));
        await tx
          .update(webhookAttempts)
          .set({
            statusCode: outcome.statusCode,
            durationMs: outcome.durationMs,
            error: outcome.error,
            response: outcome.response,
          })
          .where(and(eq(webhookAttempts.messageId, message.id), eq(webhookAttempts.attempt, attempt)));
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

  async function send(endpoint: EndpointRow, msgId: string, body: string, attempt: number) {
    const secrets = [
      endpoint.secret,
      ...(endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date()
        ? [endpoint.previousSecret]
        : []),
    ];
    const started = performance.now();
    try {
      const response = await outboundRequest(
        {
          url: endpoint.url,
          method: 'POST',
          headers: {
            ...webhookHeaders(secrets, msgId, body),
            'webhook-attempt': attempt,
            'user-agent': 'Vitrine-Webhooks/1',
          },
          body: Buffer.from(body),
        },
        { ...policy, maxResponseBytes: webhookLimits.responseExcerptBytes },
      );
      return {
        statusCode: response.status,
        durationMs: Math.round(performance.now() - started),
        error: response.status >= 300 && response.status < 400 ? 'redirect not followed' : null,
        response: response.body.toString('utf8'),
      };
    } catch (error) {
      const refused = error instanceof OutboundRefusedError;
      return {
        statusCode: null,
        durationMs: Math.round(performance.now() - started),
        error: refused ? error.message : (error as Error).message || 'network error',
        response: null,
      };
    }
  }

  async function mailFailing(tx: Db, endpoint: EndpointRow) {
    const [row] = await tx
      .select({ supportEmail: tenants.supportEmail, locale: users.locale })
      .from(tenants)
      .leftJoin(users, eq(users.id, endpoint.createdBy ?? -1))
      .where(eq(tenants.id, endpoint.tenantId));
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
      const listening = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.tenantId, tenantId),
            eq(webhookEndpoints.enabled, true),
            sql`${type} = any(${webhookEndpoints.events})`,
          ),
        );
      if (listening.length === 0) return;
      const timestamp = new Date().toISOString();
      const bodies = items.map((data) => JSON.stringify({ type, timestamp, data }));
      // The messages in the order of the changes; one drain job per endpoint is enough, as a
      // drain sends everything pending.
      const firstOf = new Map<number, number>();
      for (const { id: endpointId } of listening) {
        for (let start = 0; start < bodies.length; start += 500) {
          const stored = await tx
            .insert(webhookMessages)
            .values(
              bodies.slice(start, start + 500).map((body) => ({
                tenantId,
                endpointId,
                msgId: `msg_${randomBytes(16).toString('hex')}`,
                eventType: type,
                body,
              })),
            )
            .returning({ id: webhookMessages.id });
          if (!firstOf.has(endpointId)) firstOf.set(endpointId, stored[0]!.id);
        }
      }
      // Jobs in the same transaction: no event without its change, no change without its event.
      // The workers see them at their next poll (they are not visible to wake before the commit).
      await jobs.enqueueMany(
        webhookDrainJob,
        [...firstOf].map(([endpointId, id]) => ({ key: `${endpointId}:msg:${id}`, data: { endpointId } })),
        tx,
      );
    },
  };

  async function endpointOf(tenantId: number, id: number): Promise<EndpointRow> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId)));
    if (!row) throw new AppError(404, 'WEBHOOK_NOT_FOUND', [id]);
    return row;
  }

  async function present(rows: EndpointRow[]): Promise<Webhook[]> {
    const ids = rows.map((row) => row.id);
    const pending =
      ids.length === 0
        ? []
        : await db
            .select({ endpointId: webhookMessages.endpointId, n: count() })
            .from(webhookMessages)
            .where(and(inArray(webhookMessages.endpointId, ids), eq(webhookMessages.status, 'PENDING')))
            .groupBy(webhookMessages.endpointId);
    const waiting = new Map(pending.map((row) => [row.endpointId, row.n]));
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      description: row.description,
      events: row.events.filter(
        (event): event is WebhookEventType => webhookEventTypeSchema.safeParse(event).success,
      ),
      enabled: row.enabled,
      disabledReason: row.enabled ? null : row.disabledReason === 'FAILING' ? 'FAILING' : 'MANUAL',
      failingSince: iso(row.failingSince),
      createdAt: row.createdAt.toISOString(),
      previousSecretUntil:
        row.previousSecretUntil && row.previousSecretUntil > new Date()
          ? row.previousSecretUntil.toISOString()
          : null,
      pending: waiting.get(row.id) ?? 0,
    }));
  }

  /** The URL must be one we may call; refused with the reason (a loopback, a private address…). */
  async function checkUrl(url: string): Promise<void> {
    try {
      await checkOutboundUrl(url, policy);
    } catch (error) {
      if (error instanceof OutboundRefusedError)
        throw new AppError(400, 'WEBHOOK_URL_REFUSED', [error.reason]);
      throw error;
    }
  }

  async function deliveryPage(messageIds: number[]): Promise<WebhookDelivery[]> {
    if (messageIds.length === 0) return [];
    const messages = await db
      .select()
      .from(webhookMessages)
      .where(inArray(webhookMessages.id, messageIds))
      .orderBy(desc(webhookMessages.id));
    const attempts = await db
      .selectDistinctOn([webhookAttempts.messageId])
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.messageId, messageIds))
      .orderBy(webhookAttempts.messageId, desc(webhookAttempts.attempt));
    const last = new Map(attempts.map((row) => [row.messageId, row]));
    return messages.map((message) => {
      const attempt = last.get(message.id);
      return {
        id: message.id,
        messageId: message.msgId,
        event: message.eventType,
        status: message.status as WebhookDelivery['status'],
        createdAt: message.createdAt.toISOString(),
        attempts: message.attempts,
        nextAttemptAt: message.status === 'PENDING' ? message.nextAttemptAt.toISOString() : null,
        last: attempt
          ? {
              attempt: attempt.attempt,
              at: attempt.startedAt.toISOString(),
              statusCode: attempt.statusCode,
              durationMs: attempt.durationMs,
              // A try with neither answer nor error was cut short (its node stopped mid-request).
              error: attempt.error ?? (attempt.statusCode === null ? 'interrupted' : null),
              response: attempt.response,
            }
          : null,
      };
    });
  }

  return {
    events,

    async list(tenantId: number): Promise<Webhook[]> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.tenantId, tenantId))
        .orderBy(asc(webhookEndpoints.id));
      return present(rows);
    },

    async get(tenantId: number, id: number): Promise<Webhook> {
      return (await present([await endpointOf(tenantId, id)]))[0]!;
    },

    async create(tenantId: number, userId: number, input: CreateWebhook): Promise<CreatedWebhook> {
      await checkUrl(input.url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
        const [existing] = await tx
          .select({ n: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.tenantId, tenantId));
        if ((existing?.n ?? 0) >= webhookLimits.endpointsPerTenant) {
          throw new AppError(409, 'WEBHOOK_LIMIT', [webhookLimits.endpointsPerTenant]);
        }
        const [inserted] = await tx
          .insert(webhookEndpoints)
          .values({
            tenantId,
            url: input.url,
            description: input.description ?? '',
            events: [...input.events],
            secret,
            createdBy: userId,
          })
          .returning();
        return inserted!;
      });
      return { ...(await present([row]))[0]!, secret };
    },

    async update(tenantId: number, id: number, input: UpdateWebhook): Promise<Webhook> {
      const current = await endpointOf(tenantId, id);
      if (input.url !== undefined && input.url !== current.url) await checkUrl(input.url);
      const turnedOn = input.enabled === true && !current.enabled;
      const changes = {
        ...(input.url !== undefined && { url: input.url }),
        ...(input.events !== undefined && { events: [...input.events] }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.enabled !== undefined && {
          enabled: input.enabled,
          disabledReason: input.enabled ? null : ('MANUAL' as const),
        }),
        // Back on: a fresh start for the failure clock.
        ...(turnedOn && { failingSince: null }),
      };
      // An edit that names no field changes nothing (an empty SET is no SQL at all).
      if (Object.keys(changes).length === 0) return (await present([current]))[0]!;
      const [row] = await db
        .update(webhookEndpoints)
        .set(changes)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId)))
        .returning();
      if (!row) throw new AppError(404, 'WEBHOOK_NOT_FOUND', [id]);
      if (turnedOn)
        await jobs.enqueue(webhookDrainJob, { endpointId: id }, { key: `${id}:on:${Date.now()}` });
      return (await present([row]))[0]!;
    },

    async remove(tenantId: number, id: number): Promise<void> {
      const deleted = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId)))
        .returning({ id: webhookEndpoints.id });
      if (deleted.length === 0) throw new AppError(404, 'WEBHOOK_NOT_FOUND', [id]);
    },

    async secret(tenantId: number, id: number): Promise<WebhookSecret> {
      const row = await endpointOf(tenantId, id);
      const overlap = row.previousSecretUntil && row.previousSecretUntil > new Date();
      return { secret: row.secret, previousSecretUntil: overlap ? iso(row.previousSecretUntil) : null };
    },

    /** A new secret; the current one keeps signing beside it for the overlap, then stops. */
    async rotate(tenantId: number, id: number): Promise<WebhookSecret> {
      const current = await endpointOf(tenantId, id);
      const until = new Date(Date.now() + webhookLimits.rotationOverlapHours * HOUR);
      const [row] = await db
        .update(webhookEndpoints)
        .set({ secret: newWebhookSecret(), previousSecret: current.secret, previousSecretUntil: until })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId)))
        .returning();
      if (!row) throw new AppError(404, 'WEBHOOK_NOT_FOUND', [id]);
      return { secret: row.secret, previousSecretUntil: until.toISOString() };
    },

    async deliveries(
      tenantId: number,
      id: number,
      query: { before?: number; size: number },
    ): Promise<WebhookDeliveryPage> {
      await endpointOf(tenantId, id);
      const rows = await db
        .select({ id: webhookMessages.id })
        .from(webhookMessages)
        .where(
          and(
            eq(webhookMessages.endpointId, id),
            query.before === undefined ? undefined : lt(webhookMessages.id, query.before),
          ),
        )
        .orderBy(desc(webhookMessages.id))
        .limit(query.size + 1);
      const page = rows.slice(0, query.size).map((row) => row.id);
      return {
        content: await deliveryPage(page),
        nextBefore: rows.length > query.size ? (page.at(-1) ?? null) : null,
      };
    },

    /** Sends a message again (the same `webhook-id`, a new attempt), after those waiting before it. */
    async resend(tenantId: number, id: number, deliveryId: number): Promise<WebhookDelivery> {
      await endpointOf(tenantId, id);
      const [row] = await db
        .update(webhookMessages)
        .set({ status: 'PENDING', nextAttemptAt: new Date() })
        .where(
          and(
            eq(webhookMessages.id, deliveryId),
            eq(webhookMessages.endpointId, id),
            eq(webhookMessages.tenantId, tenantId),
          ),
        )
        .returning({ id: webhookMessages.id });
      if (!row) throw new AppError(404, 'WEBHOOK_DELIVERY_NOT_FOUND', [deliveryId]);
      await jobs.enqueue(
        webhookDrainJob,
        { endpointId: id },
        { key: `${id}:resend:${deliveryId}:${Date.now()}` },
      );
      return (await deliveryPage([row.id]))[0]!;
    },

    /** A `webhook.test` message to this endpoint alone, delivered like any other. */
    async test(tenantId: number, id: number): Promise<WebhookDelivery> {
      const endpoint = await endpointOf(tenantId, id);
      const body = JSON.stringify({
        type: 'webhook.test',
        timestamp: new Date().toISOString(),
        data: { endpointId: endpoint.id, message: 'Vitrine webhook test' },
      });
      const stored = await db.transaction(async (tx) => {
        const [message] = await tx
          .insert(webhookMessages)
          .values({
            tenantId,
            endpointId: id,
            msgId: `msg_${randomBytes(16).toString('hex')}`,
            eventType: 'webhook.test',
            body,
          })
          .returning({ id: webhookMessages.id });
        await jobs.enqueue(webhookDrainJob, { endpointId: id }, { key: `${id}:msg:${message!.id}` }, tx);
        return message!;
      });
      jobs.wake(webhookDrainJob);
      return (await deliveryPage([stored.id]))[0]!;
    },

    /** For tests and the bench: looks for due deliveries now. */
    wake: () => jobs.wake(webhookDrainJob),
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}
