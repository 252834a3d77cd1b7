import { useQuery } from '@tanstack/react-query';
import type { Shortcuts } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

/** `GET /api/exhibitor/shortcuts/{id}`: sponsors, four other stands, address and socials. */
export function useExhibitorShortcuts(id: number | null) {
  return useQuery({
    queryKey: ['exhibitor', id, 'shortcuts'],
    queryFn: ({ signal }) => apiRequest<Shortcuts>(`/exhibitor/shortcuts/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
