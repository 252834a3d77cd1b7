import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { standKeys } from './stand-keys.ts';

/** `DELETE /api/exhibitor/{id}/invites/{inviteId}`: the invitation's link stops working. */
export function useCancelStandInvite(exhibitorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: number) =>
      apiRequest<void>(`/exhibitor/${exhibitorId}/invites/${inviteId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: standKeys.team(exhibitorId) }),
  });
}
