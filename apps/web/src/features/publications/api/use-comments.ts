import { useInfiniteQuery } from '@tanstack/react-query';
import type { CommentPage } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { commentsQueryKey } from './keys.ts';

export const commentsPageSize = 10;

/** `GET publication/{id}/comment?size&after`: oldest first, each page's `next` is the following `after`. */
export function useComments(publicationId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentsQueryKey(publicationId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<CommentPage>(`/publication/${publicationId}/comment`, {
        query: { size: commentsPageSize, after: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled,
  });
}
