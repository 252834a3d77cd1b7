import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Badge } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { leadKeys } from './lead-keys.ts';

/** `POST /api/badge/rotate`: a new badge; the old one stops working. */
export function useRotateBadge(owner: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Badge>('/badge/rotate', { method: 'POST' }),
    onSuccess: (badge) => {
      queryClient.setQueryData(leadKeys.badge(owner), badge);
      // Read it again through the service worker, so its offline copy is the new badge too.
      void queryClient.invalidateQueries({ queryKey: leadKeys.badge(owner) });
    },
  });
}
