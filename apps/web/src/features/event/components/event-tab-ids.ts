import type { TranslationKey } from '../../../lib/i18n/i18n.ts';

export const eventTabIds = [
  'details',
  'announcements',
  'feed',
  'exhibitors',
  'speakers',
  'propertyRoutes',
  'schedule',
] as const;
export type EventTabId = (typeof eventTabIds)[number];

export const eventTabLabels: Record<EventTabId, TranslationKey> = {
  details: 'event.tabs.details',
  announcements: 'event.tabs.announcements',
  feed: 'event.tabs.feed',
  exhibitors: 'event.tabs.exhibitors',
  speakers: 'event.tabs.speakers',
  propertyRoutes: 'event.tabs.propertyRoutes',
  schedule: 'event.tabs.schedule',
};

export function toEventTabId(value: string | null): EventTabId {
  return (eventTabIds as readonly string[]).includes(value ?? '') ? (value as EventTabId) : 'details';
}
