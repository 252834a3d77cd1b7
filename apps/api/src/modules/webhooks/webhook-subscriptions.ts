import {
  type ChangeName,
  type DomainChanges,
  type WebhookEventType,
  webhookEventTypes,
} from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { WebhookEvents } from './webhooks.ts';

type Body<N extends WebhookEventType> = (data: DomainChanges[N]) => Record<string, unknown>;

/**
 * What each webhook body says of its change: the change itself, but for what stays inside the
 * app (the notice an agenda change sends to the stars' holders, its sequence).
 */
const bodies: { [N in WebhookEventType]: Body<N> } = {
  'publication.created': (data) => ({ ...data }),
  'publication.approved': (data) => ({ ...data }),
  'participation.created': (data) => ({ ...data }),
  'participation.cancelled': (data) => ({ ...data }),
  'user.registered': (data) => ({ ...data }),
  'lead.created': (data) => ({ ...data }),
  'checkin.created': (data) => ({ ...data }),
  'agenda.changed': ({ notice: _notice, ...data }) => {
    if (!('eventId' in data)) return data;
    const { sequence: _sequence, ...told } = data;
    return told;
  },
  'exhibitor.changed': (data) => ({ ...data }),
};

/** The webhook outbox: each change a webhook may hear is stored for its endpoints, in the change's transaction. */
export function subscribeWebhooks(changes: ChangeSeam, events: WebhookEvents): void {
  for (const type of webhookEventTypes) {
    const body = bodies[type] as Body<WebhookEventType>;
    changes.on(type as ChangeName & WebhookEventType, 'webhook outbox', (tx, { tenantId, items }) =>
      events.emitMany(
        tx,
        tenantId,
        type,
        items.map((item) => body(item as never)),
      ),
    );
  }
}
