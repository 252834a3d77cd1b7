import type { TranslationKey } from '../../../lib/i18n/i18n.ts';

export const eventTabIds = [
  'details',
  'announcements',
  'feed',
  'exhibitors',
  'speakers',
  'propertyRoutes',
  'schedule',
  'myAgenda',
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
  myAgenda: 'event.tabs.myAgenda',
};

/** The `?tab=` value of each tab: the words visitors see in shared links (Detalhes has none). */
export const eventTabSlugs: Record<EventTabId, string> = {
  details: 'detalhes',
  announcements: 'anuncios',
  feed: 'feed',
  exhibitors: 'expositores',
  speakers: 'palestrantes',
  propertyRoutes: 'rotas-de-imoveis',
  schedule: 'programacao',
  myAgenda: 'minha-agenda',
};

/** The tab a `?tab=` value names; anything unknown (or none) opens Detalhes. */
export function toEventTabId(slug: string | null): EventTabId {
  const match = eventTabIds.find((id) => eventTabSlugs[id] === slug);
  return match ?? 'details';
}

/** The search params that open a tab: Detalhes is the bare /event. */
export function eventTabSearch(id: EventTabId): Record<string, string> {
  return id === 'details' ? {} : { tab: eventTabSlugs[id] };
}
