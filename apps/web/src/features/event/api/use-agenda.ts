import { useQuery } from '@tanstack/react-query';
import type { Agenda } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

/** `GET /api/agenda/event/{eventId}`: dd/MM/yyyy → the day's items. */
export function useAgenda(eventId: number) {
  return useQuery({
    queryKey: ['event', eventId, 'agenda'],
    queryFn: ({ signal }) => apiRequest<Agenda>(`/agenda/event/${eventId}`, { signal }),
    staleTime: 60_000,
  });
}
