import { useQuery } from '@tanstack/react-query';
import type { PushPreferences } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { pushKeys } from './push-keys.ts';
import { useStarOwner } from './use-star-owner.ts';

/** `GET /api/push/preferences`: what a member wants to be told (the defaults until they choose). */
export function usePushPreferences() {
  const owner = useStarOwner();
  const userId = owner.kind === 'account' ? owner.userId : '';
  return useQuery({
    queryKey: pushKeys.preferences(userId),
    queryFn: ({ signal }) => apiRequest<PushPreferences>('/push/preferences', { signal }),
    enabled: owner.kind === 'account',
  });
}
