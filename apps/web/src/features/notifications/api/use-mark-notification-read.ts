import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, Page } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { notificationKeys } from './notification-keys.ts';

type Inbox = Page<Notification>;

/** Marks the cached notifications matching `which` read, so the badge drops before the answer. */
export function markCachedRead(
  queryClient: ReturnType<typeof useQueryClient>,
  which: (notification: Notification) => boolean,
) {
  queryClient.setQueriesData<Inbox>(
    { queryKey: notificationKeys.all },
    (inbox) =>
      inbox && {
        ...inbox,
        content: inbox.content.map((notification) =>
          which(notification) ? { ...notification, read: true } : notification,
        ),
      },
  );
}

/** `PATCH /api/notification/{id}/read`: shown read at once, the list refetched after. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Notification>(`/notification/${id}/read`, { method: 'PATCH' }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      markCachedRead(queryClient, (notification) => notification.id === id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
