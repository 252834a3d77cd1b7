import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Subscriber } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

export const subscribersPageSize = 10;

/** An event's participants (`GET /api/user?eventId&page&size`), page by page. */
export function useSubscribers(eventId: number, page: number) {
  return useQuery({
    queryKey: producerKeys.subscribers(eventId, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<Subscriber>>('/user', { signal, query: { eventId, page, size: subscribersPageSize } }),
    placeholderData: keepPreviousData,
  });
}
