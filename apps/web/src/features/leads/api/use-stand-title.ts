import { useQuery } from '@tanstack/react-query';
import type { Exhibitor } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

/**
 * The stand's name for the consent sentence, from `GET /api/exhibitor/{id}` under the exhibitor
 * page's own query key, so a stand already opened costs nothing.
 */
export function useStandTitle(exhibitorId: number, enabled: boolean): string | null {
  const exhibitor = useQuery({
    queryKey: ['exhibitor', exhibitorId],
    queryFn: ({ signal }) => apiRequest<Exhibitor>(`/exhibitor/${exhibitorId}`, { signal }),
    enabled,
    staleTime: 60_000,
  });
  return exhibitor.data?.title ?? null;
}
