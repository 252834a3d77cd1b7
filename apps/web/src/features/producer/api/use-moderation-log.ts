import { useInfiniteQuery } from '@tanstack/react-query';
import type { ModerationAction, ModerationLogPage } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from './keys.ts';

export const moderationLogPageSize = 20;

/** `GET /api/moderation/log`: newest first, keyset paged by `before`. */
export function useModerationLog(action: ModerationAction | '', day: string) {
  return useInfiniteQuery({
    queryKey: producerKeys.moderationLog(action, day),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ModerationLogPage>('/moderation/log', {
        signal,
        query: {
          action: action || undefined,
          day: day || undefined,
          size: moderationLogPageSize,
          before: pageParam,
        },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}
