import { useQuery } from '@tanstack/react-query';
import type { Agenda, ExhibitorListItem, Property, Speaker } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

// What 'Meus Eventos' lists under an event; the producer's own copies of the public reads, so a
// save refreshes exactly these (and the public page reads fresh data on its next visit).

export function useEventExhibitors(eventId: number) {
  return useQuery({
    queryKey: producerKeys.exhibitors(eventId),
    queryFn: ({ signal }) =>
      apiRequest<Record<string, ExhibitorListItem[]>>(`/exhibitor/findByEvent/${eventId}`, {
        signal,
        cache: 'no-cache',
      }),
  });
}

export function useEventSpeakers(eventId: number) {
  return useQuery({
    queryKey: producerKeys.speakers(eventId),
    queryFn: ({ signal }) =>
      apiRequest<Speaker[]>(`/speaker/findByEvent/${eventId}`, { signal, cache: 'no-cache' }),
  });
}

export function useEventAgenda(eventId: number) {
  return useQuery({
    queryKey: producerKeys.agenda(eventId),
    queryFn: ({ signal }) => apiRequest<Agenda>(`/agenda/event/${eventId}`, { signal, cache: 'no-cache' }),
  });
}

export function useEventProperties(eventId: number) {
  return useQuery({
    queryKey: producerKeys.properties(eventId),
    queryFn: ({ signal }) =>
      apiRequest<Record<string, Property[]>>(`/routeImmobile/event/${eventId}`, {
        signal,
        cache: 'no-cache',
      }),
  });
}
