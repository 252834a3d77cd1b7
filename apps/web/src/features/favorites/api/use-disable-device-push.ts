import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { type DevicePush, unsubscribeDevice } from '../lib/device-push.ts';
import { pushKeys } from './push-keys.ts';
import { useStarOwner } from './use-star-owner.ts';

/**
 * Turns notifications off in this browser: the subscription ends here first, so nothing more
 * arrives even offline, then the server forgets it (`DELETE /api/push/subscription`). Should
 * that call fail, the push service refuses the dead endpoint the next time and the server drops it.
 */
export function useDisableDevicePush() {
  const queryClient = useQueryClient();
  const owner = useStarOwner();
  return useMutation({
    mutationFn: async (): Promise<DevicePush> => {
      const endpoint = await unsubscribeDevice();
      if (endpoint) {
        await apiRequest<void>('/push/subscription', { method: 'DELETE', body: { endpoint } }).catch(
          () => undefined,
        );
      }
      return { status: 'off' };
    },
    onSuccess: (device) => {
      if (owner.kind === 'account') queryClient.setQueryData(pushKeys.device(owner.userId), device);
    },
  });
}
