import { useQuery } from '@tanstack/react-query';
import type { Exhibitor } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

/** `GET /api/exhibitor/{id}`. */
export function useExhibitor(id: number | null) {
  return useQuery({
    queryKey: ['exhibitor', id],
    queryFn: ({ signal }) => apiRequest<Exhibitor>(`/exhibitor/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
