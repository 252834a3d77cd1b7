import { useQuery } from '@tanstack/react-query';
import type { Property, PropertyRevision } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { standKeys } from './stand-keys.ts';

/**
 * The event's properties as the public 'Rotas de Imóveis' tab reads them (`features/event`), under
 * the same key so a change here refreshes that tab too; only the stand's own are kept.
 */
const eventPropertiesKey = (eventId: number) => ['event', eventId, 'properties'] as const;

/**
 * `GET /api/routeImmobile/event/{eventId}`, the stand's published properties. Revalidated
 * ('no-cache'): the browser keeps this public read 30 s, and the team that has just seen a change
 * approved would find the old property on a reload.
 */
export function useStandProperties(eventId: number, exhibitorId: number) {
  return useQuery({
    queryKey: eventPropertiesKey(eventId),
    queryFn: ({ signal }) =>
      apiRequest<Record<string, Property[]>>(`/routeImmobile/event/${eventId}`, {
        signal,
        cache: 'no-cache',
      }),
    select: (groups) =>
      Object.values(groups)
        .flat()
        .filter((property) => property.exhibitorId === exhibitorId),
  });
}

/** `GET /api/exhibitor/{id}/property-revisions`: pending ones and those decided in 30 days, newest first. */
export function useStandPropertyRevisions(exhibitorId: number) {
  return useQuery({
    queryKey: standKeys.propertyRevisions(exhibitorId),
    queryFn: ({ signal }) =>
      apiRequest<PropertyRevision[]>(`/exhibitor/${exhibitorId}/property-revisions`, { signal }),
    meta: { personal: true },
  });
}
