import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisibilityRequest, VisibilityState } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { patchComment, patchPost } from '../lib/feed-cache.ts';
import { publicationsKey } from './keys.ts';

export type VisibilityTarget =
  | { kind: 'publication'; id: number }
  | { kind: 'comment'; id: number; publicationId: number };

/** `PATCH publication/{id}/visibility` or `PATCH comment/{id}/visibility` (MODERATOR, ADMIN). */
export function useSetVisibility(target: VisibilityTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisibilityRequest) =>
      apiRequest<VisibilityState>(`/${target.kind}/${target.id}/visibility`, { method: 'PATCH', body }),
    onSuccess: (state) => {
      const change = { hidden: state.hidden, hiddenReason: state.reason };
      if (target.kind === 'publication')
        patchPost(queryClient, target.id, (post) => ({ ...post, ...change }));
      else
        patchComment(queryClient, target.publicationId, target.id, (comment) => ({ ...comment, ...change }));
      return queryClient.invalidateQueries({ queryKey: publicationsKey });
    },
  });
}
