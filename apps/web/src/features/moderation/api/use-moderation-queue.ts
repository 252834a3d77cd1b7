import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkApprovalResult, ModerationQueue, ModerationQueueItem } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

/** `GET /api/moderation/queue`: what awaits a decision, oldest first, with the counts. */
export function useModerationQueue() {
  return useQuery({
    queryKey: producerKeys.moderationQueue,
    queryFn: ({ signal }) => apiRequest<ModerationQueue>('/moderation/queue', { signal }),
  });
}

export type QueueDecision = 'approve' | 'deny' | 'show' | 'hide';

interface DecideInput {
  item: ModerationQueueItem;
  decision: QueueDecision;
  reason?: string;
}

function request({ item, decision, reason }: DecideInput) {
  const why = reason?.trim() || undefined;
  if (decision === 'approve' || decision === 'deny')
    return apiRequest<unknown>(`/publication/approval/${item.id}`, {
      method: 'PATCH',
      body: { status: decision === 'approve' ? 'APPROVED' : 'DENIED', reason: why },
    });
  return apiRequest<unknown>(`/${item.kind}/${item.id}/visibility`, {
    method: 'PATCH',
    body: decision === 'show' ? { hidden: false } : { hidden: true, reason: why },
  });
}

function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  // The public feeds cache under 'publications' (another feature): refresh them too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: producerKeys.moderation }),
      queryClient.invalidateQueries({ queryKey: ['publications'] }),
    ]);
}

/** Approves or refuses a post in analysis, or shows or hides a held or reported item. */
export function useDecideQueueItem() {
  const refresh = useRefreshAfterDecision();
  return useMutation({ mutationFn: request, onSuccess: refresh });
}

/** `PATCH /api/publication/approval`: approves the selected posts at once, all or none. */
export function useBulkApprove() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ ids, reason }: { ids: number[]; reason?: string }) =>
      apiRequest<BulkApprovalResult>('/publication/approval', {
        method: 'PATCH',
        body: { ids, status: 'APPROVED', reason: reason?.trim() || undefined },
      }),
    onSuccess: refresh,
  });
}
