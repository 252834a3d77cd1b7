import { webhookLimits } from '@vitrine/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import { createWebhookOutbox } from './webhook-outbox.ts';
import { createWebhooksService } from './webhooks.service.ts';

export { retryDelayMs, type WebhookEvents, webhookDrainJob } from './webhook-outbox.ts';

export interface WebhooksDeps {
  db: Db;
  jobs: JobQueue;
  mail: OutgoingMail;
  log: FastifyBaseLogger;
  publicUrl: string;
  allowPrivate: boolean;
  retryBaseMs: number;
}

/**
 * Signed webhooks with a delivery log (ADR 0007): the producer's endpoints (webhooks.service.ts),
 * and the outbox that stores each change's messages and delivers them in order per endpoint
 * (webhook-outbox.ts, webhook-delivery.ts).
 */
export function createWebhooks(deps: WebhooksDeps) {
  const policy = { allowPrivate: deps.allowPrivate, timeoutMs: webhookLimits.timeoutSeconds * 1000 };
  const outbox = createWebhookOutbox({ ...deps, policy });
  const service = createWebhooksService({ db: deps.db, jobs: deps.jobs, policy });
  return { events: outbox.events, ...service, wake: outbox.wake };
}
export type Webhooks = ReturnType<typeof createWebhooks>;

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}
