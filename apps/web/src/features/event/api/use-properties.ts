import { useQuery } from '@tanstack/react-query';
import type { Property } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

export type PropertiesByGroup = Record<string, Property[]>;

/** `GET /api/routeImmobile/event/{eventId}`: group → its properties. */
export function useProperties(eventId: number) {
  return useQuery({
    queryKey: ['event', eventId, 'properties'],
    queryFn: ({ signal }) => apiRequest<PropertiesByGroup>(`/routeImmobile/event/${eventId}`, { signal }),
    staleTime: 60_000,
  });
}
