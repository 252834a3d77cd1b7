import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ModerationAction, ModerationLogPage, ModerationQueueItem } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

export const moderationLogPageSize = 20;

/**
 * `GET /api/moderation/log`: newest first, keyset paged by `before`; `moderatorId` keeps one
 * moderator's decisions ('Só as minhas').
 */
export function useModerationLog(action: ModerationAction | '', day: string, moderatorId?: number) {
  return useInfiniteQuery({
    queryKey: producerKeys.moderationLog(action, day, moderatorId !== undefined),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ModerationLogPage>('/moderation/log', {
        signal,
        query: {
          action: action || undefined,
          day: day || undefined,
          moderatorId,
          size: moderationLogPageSize,
          before: pageParam,
        },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** One post's or comment's decisions, newest first (the queue item's 'Histórico'). */
export function useItemHistory(item: Pick<ModerationQueueItem, 'kind' | 'id'>) {
  return useQuery({
    queryKey: producerKeys.itemHistory(item.kind, item.id),
    queryFn: ({ signal }) =>
      apiRequest<ModerationLogPage>('/moderation/log', {
        signal,
        query: {
          [item.kind === 'publication' ? 'publicationId' : 'commentId']: item.id,
          size: 50,
        },
      }),
  });
}
