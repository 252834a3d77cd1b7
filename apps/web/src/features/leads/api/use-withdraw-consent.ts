import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consent } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { leadKeys } from './lead-keys.ts';

/** `DELETE /api/consent/{exhibitorId}`: the stand keeps only an anonymous count. */
export function useWithdrawConsent(owner: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exhibitorId: number) => apiRequest<void>(`/consent/${exhibitorId}`, { method: 'DELETE' }),
    onSuccess: (_, exhibitorId) => {
      queryClient.setQueryData<Consent[]>(leadKeys.consents(owner), (list) =>
        list?.filter((consent) => consent.exhibitorId !== exhibitorId),
      );
      void queryClient.invalidateQueries({ queryKey: leadKeys.consents(owner) });
    },
  });
}
