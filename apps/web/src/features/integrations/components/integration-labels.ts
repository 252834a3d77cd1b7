import type { ApiKeyScope, WebhookEventType } from '@vitrine/contract';

/** What each API key scope is called and what it allows, in the producer's words. */
export const scopeLabels = {
  read: {
    name: 'producer.integrations.keys.scopes.read',
    hint: 'producer.integrations.keys.scopes.readHint',
  },
  'write:content': {
    name: 'producer.integrations.keys.scopes.writeContent',
    hint: 'producer.integrations.keys.scopes.writeContentHint',
  },
  'read:people': {
    name: 'producer.integrations.keys.scopes.readPeople',
    hint: 'producer.integrations.keys.scopes.readPeopleHint',
  },
} as const satisfies Record<ApiKeyScope, { name: string; hint: string }>;

/** Each webhook event type's readable name ('publication.created' → 'Publicação criada'). */
export const eventLabels = {
  'publication.created': 'producer.integrations.webhooks.events.publicationCreated',
  'publication.approved': 'producer.integrations.webhooks.events.publicationApproved',
  'participation.created': 'producer.integrations.webhooks.events.participationCreated',
  'participation.cancelled': 'producer.integrations.webhooks.events.participationCancelled',
  'user.registered': 'producer.integrations.webhooks.events.userRegistered',
  'lead.created': 'producer.integrations.webhooks.events.leadCreated',
  'checkin.created': 'producer.integrations.webhooks.events.checkinCreated',
  'agenda.changed': 'producer.integrations.webhooks.events.agendaChanged',
  'exhibitor.changed': 'producer.integrations.webhooks.events.exhibitorChanged',
} as const satisfies Record<WebhookEventType, string>;

/** A delivery's event type by name, when it is one of the contract's. */
export function eventLabel(event: string): (typeof eventLabels)[WebhookEventType] | null {
  return Object.hasOwn(eventLabels, event) ? eventLabels[event as WebhookEventType] : null;
}
