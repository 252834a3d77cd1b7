import { useQuery } from '@tanstack/react-query';
import type { Speaker } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

/** `GET /api/speaker/findByEvent/{eventId}`. */
export function useSpeakers(eventId: number) {
  return useQuery({
    queryKey: ['event', eventId, 'speakers'],
    queryFn: ({ signal }) => apiRequest<Speaker[]>(`/speaker/findByEvent/${eventId}`, { signal }),
    staleTime: 60_000,
  });
}
