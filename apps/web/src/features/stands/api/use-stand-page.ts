import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Exhibitor, StandRevision } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { standKeys } from './stand-keys.ts';

/**
 * `GET /api/exhibitor/{id}`: the stand as it is live, what its page form starts from. Revalidated
 * ('no-cache'): the browser keeps this public read 30 s, and the team that has just seen a page
 * change approved would find the old texts in the form.
 */
export function useStandExhibitor(exhibitorId: number) {
  return useQuery({
    queryKey: standKeys.page(exhibitorId),
    queryFn: ({ signal }) =>
      apiRequest<Exhibitor>(`/exhibitor/${exhibitorId}`, { signal, cache: 'no-cache' }),
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

/** After a stand page write or decision: its newest change, and the live page when one went live. */
export function refreshStandPage(queryClient: QueryClient, exhibitorId: number, live: boolean) {
  void queryClient.invalidateQueries({ queryKey: standKeys.revision(exhibitorId) });
  if (!live) return;
  void queryClient.invalidateQueries({ queryKey: standKeys.page(exhibitorId) });
  // The public stand page caches under 'exhibitor' (features/exhibitor).
  void queryClient.invalidateQueries({ queryKey: ['exhibitor', exhibitorId] });
}
