import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedWords } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

/** `GET /api/moderation/words` (ADMIN). */
export function useBlockedWords() {
  return useQuery({
    queryKey: producerKeys.blockedWords,
    queryFn: ({ signal }) => apiRequest<BlockedWords>('/moderation/words', { signal }),
  });
}

/** `PUT /api/moderation/words`. */
export function useSaveBlockedWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) =>
      apiRequest<BlockedWords>('/moderation/words', { method: 'PUT', body: { words } }),
    onSuccess: (saved) => queryClient.setQueryData(producerKeys.blockedWords, saved),
  });
}
