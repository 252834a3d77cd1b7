import { useQuery } from '@tanstack/react-query';
import type { Notification, Page } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { notificationKeys } from './notification-keys.ts';

/** As many as the panel shows; unread come first, so the badge counts from this page. */
export const inboxPageSize = 20;

/** `GET /api/notification`: the member's newest notifications, unread first, in their language. */
export function useNotifications(owner: string | null) {
  return useQuery({
    queryKey: notificationKeys.list(owner ?? '', currentLocale()),
    queryFn: ({ signal }) =>
      apiRequest<Page<Notification>>('/notification', { query: { page: 0, size: inboxPageSize }, signal }),
    enabled: owner !== null,
    staleTime: 30_000,
  });
}
