import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExhibitorListItem } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

export type ExhibitorsByCategory = Record<string, ExhibitorListItem[]>;

/** `GET /api/exhibitor/findByEvent/{eventId}?q=`: category → its exhibitors. */
export function useExhibitorsByCategory(eventId: number, search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['event', eventId, 'exhibitors', q],
    queryFn: ({ signal }) =>
      apiRequest<ExhibitorsByCategory>(`/exhibitor/findByEvent/${eventId}`, {
        signal,
        query: { q: q || undefined },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
