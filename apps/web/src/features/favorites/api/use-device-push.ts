import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { readDevicePush } from '../lib/device-push.ts';
import { pushKeys } from './push-keys.ts';
import { useStarOwner } from './use-star-owner.ts';

/**
 * Whether this browser receives the member's notifications. A subscription it already holds is
 * sent again (`POST /api/push/subscription` renews it): it may have been made by another account
 * signed in here before, and the server keeps one per account.
 */
export function useDevicePush() {
  const owner = useStarOwner();
  return useQuery({
    queryKey: pushKeys.device(owner.kind === 'account' ? owner.userId : ''),
    queryFn: async () => {
      const device = await readDevicePush();
      if (device.status === 'on') {
        await apiRequest<void>('/push/subscription', { method: 'POST', body: device.subscription }).catch(
          () => undefined,
        );
      }
      return device;
    },
    enabled: owner.kind === 'account',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
