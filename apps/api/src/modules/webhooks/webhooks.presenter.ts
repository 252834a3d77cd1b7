import {
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  webhookEventTypeSchema,
} from '@vitrine/contract';
import type { AttemptRow, EndpointRow, MessageRow } from './webhooks.repository.ts';

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An endpoint as its producer sees it: never its secret; `pending`, the messages waiting for it. */
export function presentWebhook(row: EndpointRow, pending: number): Webhook {
  return {
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
    pending,
  };
}

/** A message of the delivery log with its last try. */
export function presentDelivery(message: MessageRow, attempt: AttemptRow | undefined): WebhookDelivery {
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
}
