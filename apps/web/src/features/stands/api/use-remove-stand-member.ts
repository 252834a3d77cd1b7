import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { standKeys } from './stand-keys.ts';

/** `DELETE /api/exhibitor/{id}/members/{userId}`; the removed person's stands change too. */
export function useRemoveStandMember(exhibitorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<void>(`/exhibitor/${exhibitorId}/members/${userId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standKeys.all }),
  });
}
