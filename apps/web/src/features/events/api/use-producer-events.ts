import { useQuery } from '@tanstack/react-query';
import type { Event, Page } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

/** The tenant's events (`GET /api/event`), newest first; a tenant has a handful, one page holds them. */
export function useProducerEvents() {
  return useQuery({
    queryKey: producerKeys.events,
    queryFn: ({ signal }) =>
      apiRequest<Page<Event>>('/event', {
        signal,
        cache: 'no-cache',
        query: { page: 0, size: 50, sort: 'dateStart,desc' },
      }),
    staleTime: 30_000,
  });
}

/** `GET /api/event/{id}`. */
export function useProducerEvent(id: number | null) {
  return useQuery({
    queryKey: producerKeys.event(id ?? 0),
    queryFn: ({ signal }) => apiRequest<Event>(`/event/${id}`, { signal, cache: 'no-cache' }),
    enabled: id !== null,
    staleTime: 30_000,
  });
}
