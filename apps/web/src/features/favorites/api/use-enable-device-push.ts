import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushKey } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { activeRegistration, type DevicePush, DevicePushError, subscribeDevice } from '../lib/device-push.ts';
import { pushKeys } from './push-keys.ts';
import { useStarOwner } from './use-star-owner.ts';

/**
 * Turns notifications on in this browser: given the visitor's answer to the permission prompt
 * (asked in the click itself, as browsers require), subscribes through the service worker with
 * the server's key (`GET /api/push/key`) and hands the subscription to the server
 * (`POST /api/push/subscription`). Throws a DevicePushError when the browser says no.
 */
export function useEnableDevicePush() {
  const queryClient = useQueryClient();
  const owner = useStarOwner();
  return useMutation({
    mutationFn: async (permission: Promise<NotificationPermission>): Promise<DevicePush> => {
      const answer = await permission;
      if (answer === 'denied') return { status: 'blocked' };
      if (answer !== 'granted') throw new DevicePushError('dismissed');
      const registration = await activeRegistration();
      if (!registration) return { status: 'unavailable' };
      const { publicKey } = await apiRequest<PushKey>('/push/key');
      let subscription: PushSubscription;
      try {
        subscription = await subscribeDevice(registration, publicKey);
      } catch {
        // No push service reachable (a browser without one, offline, a blocked vendor server).
        throw new DevicePushError('subscribeFailed');
      }
      try {
        await apiRequest<void>('/push/subscription', { method: 'POST', body: subscription.toJSON() });
      } catch (error) {
        // A subscription the server does not know would look on here but never ring.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      return { status: 'on', subscription: subscription.toJSON() };
    },
    onSuccess: (device) => {
      if (owner.kind === 'account') queryClient.setQueryData(pushKeys.device(owner.userId), device);
    },
  });
}
