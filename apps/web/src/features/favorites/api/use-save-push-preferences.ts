import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushPreferences } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { pushKeys } from './push-keys.ts';
import { useStarOwner } from './use-star-owner.ts';

/**
 * `PUT /api/push/preferences`: the switch moves at once and goes back if the server refuses.
 * Saves run one after another, so the last choice is the one the server keeps.
 */
export function useSavePushPreferences() {
  const queryClient = useQueryClient();
  const owner = useStarOwner();
  const key = pushKeys.preferences(owner.kind === 'account' ? owner.userId : '');
  return useMutation({
    scope: { id: 'push-preferences' },
    mutationFn: (preferences: PushPreferences) =>
      apiRequest<PushPreferences>('/push/preferences', { method: 'PUT', body: preferences }),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PushPreferences>(key);
      queryClient.setQueryData(key, preferences);
      return { previous };
    },
    onError: (_error, _preferences, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
    },
  });
}
