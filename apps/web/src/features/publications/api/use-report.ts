import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportRequest, ReportResult } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { dropComment, dropPost } from '../lib/feed-cache.ts';
import { refetchMuteOn } from './use-mute.ts';

export type ReportTarget =
  | { kind: 'publication'; id: number }
  | { kind: 'comment'; id: number; publicationId: number };

/**
 * `POST publication/{id}/report` or `POST comment/{id}/report`. When the reports hid the item,
 * it leaves the reporter's feed or thread at once.
 */
export function useReport(target: ReportTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportRequest) =>
      apiRequest<ReportResult>(`/${target.kind}/${target.id}/report`, { method: 'POST', body }),
    onSuccess: (result) => {
      if (!result.hidden) return;
      if (target.kind === 'publication') dropPost(queryClient, target.id);
      else dropComment(queryClient, target.publicationId, target.id);
    },
    onError: (error) => refetchMuteOn(queryClient, error),
  });
}
