import { useQuery } from '@tanstack/react-query';
import type { Event } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { preloadEventCover } from './preload-cover.ts';

export const eventQueryKey = (id: number | null) => ['event', id] as const;

/** `GET /api/event/{id}`; idle when the deployment has no default event. */
export function useEvent(id: number | null) {
  return useQuery({
    queryKey: eventQueryKey(id),
    queryFn: async ({ signal }) => {
      const event = await apiRequest<Event>(`/event/${id}`, { signal });
      preloadEventCover(event);
      return event;
    },
    enabled: id !== null,
    staleTime: 60_000,
  });
}
