import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { notificationKeys } from './notification-keys.ts';
import { markCachedRead } from './use-mark-notification-read.ts';

/** `PATCH /api/notification/read`: every notification of the member read ('Marcar todas como lidas'). */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/notification/read', { method: 'PATCH' }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      markCachedRead(queryClient, () => true);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
