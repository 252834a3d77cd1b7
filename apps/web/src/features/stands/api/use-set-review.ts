import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { standKeys } from './stand-keys.ts';

export interface StandReview {
  exhibitorId: number;
  publishWithoutReview: boolean;
}

/**
 * `PATCH /api/exhibitor/{id}/review` (ADMIN): 'publicar sem revisão'. No read carries the value
 * yet, so the answer is kept in the cache under the stand's review key.
 */
export function useSetReview(exhibitorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publishWithoutReview: boolean) =>
      apiRequest<StandReview>(`/exhibitor/${exhibitorId}/review`, {
        method: 'PATCH',
        body: { publishWithoutReview },
      }),
    onSuccess: (review) => queryClient.setQueryData(standKeys.review(exhibitorId), review),
  });
}
