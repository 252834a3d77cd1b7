import type { Notification, Page } from '@vitrine/contract';

/**
 * How many of the loaded notifications are unread. The API lists unread first, so when a whole
 * page is unread and more exist, there are at least that many: `more` says so.
 */
export function unreadCount(page: Page<Notification> | undefined): { count: number; more: boolean } {
  if (!page) return { count: 0, more: false };
  const count = page.content.filter((notification) => !notification.read).length;
  return { count, more: count === page.content.length && page.totalElements > count };
}
