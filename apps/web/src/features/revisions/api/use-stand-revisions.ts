import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StandRevision } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKey } from '../../../lib/api/producer-keys.ts';

export const standRevisionsKey = [...producerKey, 'stand-revisions', 'PENDING'] as const;

/** `GET /api/exhibitor/revisions?status=PENDING`: the stands' page changes awaiting the organizer, oldest first. */
export function usePendingRevisions() {
  return useQuery({
    queryKey: standRevisionsKey,
    queryFn: ({ signal }) =>
      apiRequest<StandRevision[]>('/exhibitor/revisions', { signal, query: { status: 'PENDING' } }),
    select: (revisions) => [...revisions].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  });
}

export type Decision = { id: number; verdict: 'approve' } | { id: number; verdict: 'reject'; reason: string };

/**
 * `POST /api/exhibitor/revisions/{id}/approve` or `/reject` `{reason}`. Either way the list
 * changes (also when someone decided first: 409 REVISION_NOT_PENDING), and an approval changes
 * the public stand page (cached under 'exhibitor' by features/exhibitor).
 */
export function useDecideRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiRequest<StandRevision>(`/exhibitor/revisions/${decision.id}/${decision.verdict}`, {
        method: 'POST',
        body: decision.verdict === 'reject' ? { reason: decision.reason } : undefined,
      }),
    // Not awaited: the screen says the outcome before the refreshed list drops the revision.
    onSettled: (revision) => {
      void queryClient.invalidateQueries({ queryKey: standRevisionsKey });
      if (revision) void queryClient.invalidateQueries({ queryKey: ['exhibitor', revision.exhibitorId] });
    },
  });
}
