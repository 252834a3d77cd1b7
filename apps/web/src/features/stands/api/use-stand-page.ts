import { useQuery } from '@tanstack/react-query';
import type { Exhibitor, StandRevision } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { standKeys } from './stand-keys.ts';

/** `GET /api/exhibitor/{id}`: the stand as it is live, what its page form starts from. */
export function useStandExhibitor(exhibitorId: number) {
  return useQuery({
    queryKey: standKeys.page(exhibitorId),
    queryFn: ({ signal }) => apiRequest<Exhibitor>(`/exhibitor/${exhibitorId}`, { signal }),
    staleTime: 0,
  });
}

/** `GET /api/exhibitor/{id}/revision`: the newest page change (pending, approved or rejected), or null. */
export function useStandRevision(exhibitorId: number) {
  return useQuery({
    queryKey: standKeys.revision(exhibitorId),
    queryFn: ({ signal }) =>
      apiRequest<StandRevision | null>(`/exhibitor/${exhibitorId}/revision`, { signal }),
    meta: { personal: true },
  });
}
