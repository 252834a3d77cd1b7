/** Every producer query starts with this key, so a sign-out or a save can refresh them all. */
export const producerKey = ['producer'] as const;

export const producerKeys = {
  events: [...producerKey, 'events'] as const,
  event: (id: number) => [...producerKey, 'event', id] as const,
  exhibitors: (eventId: number) => [...producerKey, 'event', eventId, 'exhibitors'] as const,
  speakers: (eventId: number) => [...producerKey, 'event', eventId, 'speakers'] as const,
  agenda: (eventId: number) => [...producerKey, 'event', eventId, 'agenda'] as const,
  properties: (eventId: number) => [...producerKey, 'event', eventId, 'properties'] as const,
  subscribers: (eventId: number, page: number) =>
    [...producerKey, 'event', eventId, 'subscribers', page] as const,
  publications: (eventId: number, status: string) =>
    [...producerKey, 'event', eventId, 'publications', status] as const,
  summary: (eventId: number, from: string, to: string) =>
    [...producerKey, 'event', eventId, 'summary', from, to] as const,
  members: (page: number, q: string) => [...producerKey, 'members', page, q] as const,
  messages: (page: number, handled: string) => [...producerKey, 'messages', page, handled] as const,
  settings: [...producerKey, 'settings'] as const,
  moderation: [...producerKey, 'moderation'] as const,
  moderationQueue: [...producerKey, 'moderation', 'queue'] as const,
  moderationLog: (action: string, day: string, mine: boolean) =>
    [...producerKey, 'moderation', 'log', action, day, mine] as const,
  itemHistory: (kind: string, id: number) => [...producerKey, 'moderation', 'history', kind, id] as const,
  mutes: [...producerKey, 'moderation', 'mutes'] as const,
  blockedWords: [...producerKey, 'moderation', 'words'] as const,
  checkinStats: (eventId: number) => [...producerKey, 'event', eventId, 'checkin-stats'] as const,
  leadSummary: (eventId: number) => [...producerKey, 'event', eventId, 'lead-summary'] as const,
  apiKeys: [...producerKey, 'integration', 'keys'] as const,
  webhooks: [...producerKey, 'integration', 'webhooks'] as const,
  webhookSecret: (id: number) => [...producerKey, 'integration', 'webhooks', id, 'secret'] as const,
  webhookDeliveries: (id: number) => [...producerKey, 'integration', 'webhooks', id, 'deliveries'] as const,
};
