import { useQuery } from '@tanstack/react-query';
import type { Agenda, ExhibitorListItem, Property, Speaker } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

// The event's public lists, read under the event page's query keys so both share one copy.

/** `GET /api/agenda/event/{eventId}`: a guest's Minha agenda is built from it. */
export function useEventAgenda(eventId: number, enabled = true) {
  return useQuery({
    queryKey: ['event', eventId, 'agenda'],
    queryFn: ({ signal }) => apiRequest<Agenda>(`/agenda/event/${eventId}`, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** `GET /api/exhibitor/findByEvent/{eventId}`: category → exhibitors. */
export function useEventExhibitors(eventId: number) {
  return useQuery({
    queryKey: ['event', eventId, 'exhibitors', ''],
    queryFn: ({ signal }) =>
      apiRequest<Record<string, ExhibitorListItem[]>>(`/exhibitor/findByEvent/${eventId}`, { signal }),
    staleTime: 60_000,
  });
}

/** `GET /api/speaker/findByEvent/{eventId}`. */
export function useEventSpeakers(eventId: number) {
  return useQuery({
    queryKey: ['event', eventId, 'speakers'],
    queryFn: ({ signal }) => apiRequest<Speaker[]>(`/speaker/findByEvent/${eventId}`, { signal }),
    staleTime: 60_000,
  });
}

/** `GET /api/routeImmobile/event/{eventId}`: group → properties. */
export function useEventProperties(eventId: number) {
  return useQuery({
    queryKey: ['event', eventId, 'properties'],
    queryFn: ({ signal }) =>
      apiRequest<Record<string, Property[]>>(`/routeImmobile/event/${eventId}`, { signal }),
    staleTime: 60_000,
  });
}
