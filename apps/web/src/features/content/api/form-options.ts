import { useQuery } from '@tanstack/react-query';
import type { Event, ExhibitorListItem, Page, Speaker } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

/** The tenant's events, for the event pickers. */
export function useEventOptions() {
  return useQuery({
    queryKey: ['producer-forms', 'events'],
    queryFn: () => apiRequest<Page<Event>>('/event', { query: { size: 100 } }),
    select: (page) => page.content,
  });
}

export function useEventDetails(eventId: number | null) {
  return useQuery({
    queryKey: ['producer-forms', 'event', eventId],
    queryFn: () => apiRequest<Event>(`/event/${eventId}`),
    enabled: eventId !== null,
  });
}

/** Speakers of an event (agenda items pick theirs among them). */
export function useSpeakerOptions(eventId: number | null) {
  return useQuery({
    queryKey: ['producer-forms', 'speakers', eventId],
    queryFn: () => apiRequest<Speaker[]>(`/speaker/findByEvent/${eventId}`),
    enabled: eventId !== null,
  });
}

/** Exhibitors of an event, flattened from category groups (a property's owner). */
export function useExhibitorOptions(eventId: number | null) {
  return useQuery({
    queryKey: ['producer-forms', 'exhibitors', eventId],
    queryFn: () => apiRequest<Record<string, ExhibitorListItem[]>>(`/exhibitor/findByEvent/${eventId}`),
    enabled: eventId !== null,
    select: (groups) => Object.values(groups).flat(),
  });
}

/** A saved record to edit; only fetched in edit mode. */
export function useRecord<T>(path: string | null) {
  return useQuery({
    queryKey: ['producer-forms', 'record', path],
    queryFn: () => apiRequest<T>(path ?? ''),
    enabled: path !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export const idOrNull = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
