import { useInfiniteQuery } from '@tanstack/react-query';
import type { PublicationPage, PublicationType } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { feedQueryKey } from './keys.ts';

/**
 * `GET publication/event/{eventId}?type&allPublication&size&before`: newest first, each page's
 * `next` cursor is the following page's `before`. Only a moderator asks for every status.
 */
export function useFeed(eventId: number, type: PublicationType, moderator: boolean) {
  return useInfiniteQuery({
    queryKey: feedQueryKey(eventId, type, moderator),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<PublicationPage>(`/publication/event/${eventId}`, {
        query: { type, allPublication: moderator, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: 30_000,
  });
}
