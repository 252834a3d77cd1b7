import type {
  CreatedWebhook,
  CreateWebhook,
  UpdateWebhook,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookSecret,
} from '@vitrine/contract';
import { webhookLimits } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkOutboundUrl, type OutboundPolicy, OutboundRefusedError } from '../../lib/outbound-http.ts';
import { HOUR, newMessageId, webhookDrainJob } from './webhook-outbox.ts';
import { newWebhookSecret } from './webhook-signing.ts';
import { iso, presentDelivery, presentWebhook } from './webhooks.presenter.ts';
import { type EndpointRow, webhooksRepository as repository } from './webhooks.repository.ts';

export interface WebhooksServiceDeps {
  db: Db;
  jobs: JobQueue;
  policy: OutboundPolicy;
}

/** The producer's endpoints, their secrets and their delivery log (ADR 0007). */
export function createWebhooksService({ db, jobs, policy }: WebhooksServiceDeps) {
  async function endpointOf(tenantId: number, id: number): Promise<EndpointRow> {
    const row = await repository.endpoint(db, tenantId, id);
    if (!row) throw new AppError(404, 'WEBHOOK_NOT_FOUND', [id]);
    return row;
  }

  async function present(rows: EndpointRow[]): Promise<Webhook[]> {
    const waiting = await repository.pendingCounts(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentWebhook(row, waiting.get(row.id) ?? 0));
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
    const { messages, last } = await repository.deliveries(db, messageIds);
    return messages.map((message) => presentDelivery(message, last.get(message.id)));
  }

  return {
    async list(tenantId: number): Promise<Webhook[]> {
      return present(await repository.list(db, tenantId));
    },

    async get(tenantId: number, id: number): Promise<Webhook> {
      return (await present([await endpointOf(tenantId, id)]))[0]!;
    },

    async create(tenantId: number, userId: number, input: CreateWebhook): Promise<CreatedWebhook> {
      await checkUrl(input.url);
      const secret = newWebhookSecret();
      const row = await transaction(db, async (tx) => {
        await repository.lockTenant(tx, tenantId);
        if ((await repository.countEndpoints(tx, tenantId)) >= webhookLimits.endpointsPerTenant) {
          throw new AppError(409, 'WEBHOOK_LIMIT', [webhookLimits.endpointsPerTenant]);
        }
        return repository.insertEndpoint(tx, {
          tenantId,
          url: input.url,
          description: input.description ?? '',
          events: [...input.events],
          secret,
          createdBy: userId,
        });
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
      const row = await repository.updateEndpoint(db, tenantId, id, changes);
      if (!row) throw new AppError(404, 'WEBHOOK_NOT_FOUND', [id]);
      if (turnedOn)
        await jobs.enqueue(webhookDrainJob, { endpointId: id }, { key: `${id}:on:${Date.now()}` });
      return (await present([row]))[0]!;
    },

    async remove(tenantId: number, id: number): Promise<void> {
      if (!(await repository.deleteEndpoint(db, tenantId, id))) {
        throw new AppError(404, 'WEBHOOK_NOT_FOUND', [id]);
      }
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
      const row = await repository.updateEndpoint(db, tenantId, id, {
        secret: newWebhookSecret(),
        previousSecret: current.secret,
        previousSecretUntil: until,
      });
      if (!row) throw new AppError(404, 'WEBHOOK_NOT_FOUND', [id]);
      return { secret: row.secret, previousSecretUntil: until.toISOString() };
    },

    async deliveries(
      tenantId: number,
      id: number,
      query: { before?: number; size: number },
    ): Promise<WebhookDeliveryPage> {
      await endpointOf(tenantId, id);
      const ids = await repository.messageIds(db, id, query.before, query.size + 1);
      const page = ids.slice(0, query.size);
      return {
        content: await deliveryPage(page),
        nextBefore: ids.length > query.size ? (page.at(-1) ?? null) : null,
      };
    },

    /** Sends a message again (the same `webhook-id`, a new attempt), after those waiting before it. */
    async resend(tenantId: number, id: number, deliveryId: number): Promise<WebhookDelivery> {
      await endpointOf(tenantId, id);
      const requeued = await repository.requeue(db, tenantId, id, deliveryId);
      if (requeued === null) throw new AppError(404, 'WEBHOOK_DELIVERY_NOT_FOUND', [deliveryId]);
      await jobs.enqueue(
        webhookDrainJob,
        { endpointId: id },
        { key: `${id}:resend:${deliveryId}:${Date.now()}` },
      );
      return (await deliveryPage([requeued]))[0]!;
    },

    /** A `webhook.test` message to this endpoint alone, delivered like any other. */
    async test(tenantId: number, id: number): Promise<WebhookDelivery> {
      const endpoint = await endpointOf(tenantId, id);
      const body = JSON.stringify({
        type: 'webhook.test',
        timestamp: new Date().toISOString(),
        data: { endpointId: endpoint.id, message: 'Vitrine webhook test' },
      });
      const stored = await transaction(db, async (tx) => {
        const [messageId] = await repository.insertMessages(tx, [
          { tenantId, endpointId: id, msgId: newMessageId(), eventType: 'webhook.test', body },
        ]);
        await jobs.enqueue(webhookDrainJob, { endpointId: id }, { key: `${id}:msg:${messageId!}` }, tx);
        return messageId!;
      });
      jobs.wake(webhookDrainJob);
      return (await deliveryPage([stored]))[0]!;
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
