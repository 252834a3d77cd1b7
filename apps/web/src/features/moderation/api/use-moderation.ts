import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Publication, PublicationPage, PublicationStatus } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKey, producerKeys } from '../../../lib/api/producer-keys.ts';

export type StatusFilter = PublicationStatus | 'ALL';
export const moderationPageSize = 20;

/**
 * The publications of an event for moderation (an ADMIN sees every status), newest first,
 * keyset paged: each page's `next` is the following page's `before`.
 */
export function useModerationList(eventId: number, status: StatusFilter) {
  return useInfiniteQuery({
    queryKey: producerKeys.publications(eventId, status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<PublicationPage>(`/publication/event/${eventId}`, {
        signal,
        query: {
          type: 'PUBLICATION',
          allPublication: true,
          status: status === 'ALL' ? undefined : status,
          size: moderationPageSize,
          before: pageParam,
        },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** `PATCH /api/publication/approval/{id}` `{status}`. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: PublicationStatus; reason?: string }) =>
      apiRequest<Publication>(`/publication/approval/${id}`, {
        method: 'PATCH',
        body: { status, reason: reason?.trim() || undefined },
      }),
    onSuccess: async () => {
      // The public feeds cache under 'publications' (another feature): refresh them too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: producerKey }),
        queryClient.invalidateQueries({ queryKey: ['publications'] }),
      ]);
    },
  });
}
