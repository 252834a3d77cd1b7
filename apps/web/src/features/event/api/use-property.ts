import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Property } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import type { PropertiesByGroup } from './use-properties.ts';

/** `GET /api/routeImmobile/{id}`; shown at once from the event's routes when those are loaded. */
export function useProperty(eventId: number, propertyId: number) {
  const queryClient = useQueryClient();
  return useQuery<Property>({
    queryKey: ['event', eventId, 'property', propertyId],
    queryFn: ({ signal }) => apiRequest<Property>(`/routeImmobile/${propertyId}`, { signal }),
    placeholderData: () => {
      const groups = queryClient.getQueryData<PropertiesByGroup>(['event', eventId, 'properties']);
      return Object.values(groups ?? {})
        .flat()
        .find((property) => property.id === propertyId);
    },
    staleTime: 60_000,
  });
}
