import { useQuery } from '@tanstack/react-query';
import type { Shortcuts } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

/** `GET /api/event/shortcuts/{id}`: the side panel's sponsors, first exhibitors and address. */
export function useEventShortcuts(eventId: number) {
  return useQuery({
    queryKey: ['event', eventId, 'shortcuts'],
    queryFn: ({ signal }) => apiRequest<Shortcuts>(`/event/shortcuts/${eventId}`, { signal }),
    staleTime: 60_000,
  });
}
