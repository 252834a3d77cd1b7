import { useQuery } from '@tanstack/react-query';
import type { StandTeam } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { standKeys } from './stand-keys.ts';

/** `GET /api/exhibitor/{id}/members`: the stand's team and its open invitations. */
export function useStandTeam(exhibitorId: number) {
  return useQuery({
    queryKey: standKeys.team(exhibitorId),
    queryFn: ({ signal }) => apiRequest<StandTeam>(`/exhibitor/${exhibitorId}/members`, { signal }),
    meta: { personal: true },
  });
}
