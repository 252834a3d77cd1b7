import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StandInvite, StandInviteRequest } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { standKeys } from './stand-keys.ts';

/** `POST /api/exhibitor/{id}/members`: mails a new link (an open one to the same address is replaced). */
export function useInviteToStand(exhibitorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StandInviteRequest) =>
      apiRequest<StandInvite>(`/exhibitor/${exhibitorId}/members`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standKeys.team(exhibitorId) }),
  });
}
