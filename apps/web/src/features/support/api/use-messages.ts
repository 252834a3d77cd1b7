import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, SupportMessage } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKey, producerKeys } from '../../../lib/api/producer-keys.ts';

export type HandledFilter = 'all' | 'open' | 'handled';
export const messagesPageSize = 10;

/** `GET /api/user/help?page&size&handled`, newest first. */
export function useMessages(page: number, filter: HandledFilter) {
  return useQuery({
    queryKey: producerKeys.messages(page, filter),
    queryFn: ({ signal }) =>
      apiRequest<Page<SupportMessage>>('/user/help', {
        signal,
        query: {
          page,
          size: messagesPageSize,
          handled: filter === 'all' ? undefined : filter === 'handled',
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `PATCH /api/user/help/{id}/handled` `{handled}`. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiRequest<SupportMessage>(`/user/help/${id}/handled`, { method: 'PATCH', body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...producerKey, 'messages'] }),
  });
}
