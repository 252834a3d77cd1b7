import type { Notification } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../lib/format/relative-time.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { liveMessageLink } from '../../../lib/realtime/live-message-link.ts';
import { useMarkNotificationRead } from '../api/use-mark-notification-read.ts';

const rowClass =
  'flex w-full gap-3 px-4 py-3.5 text-left transition-colors hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:outline-offset-[-3px]';

/**
 * One notification: its text, how long ago, and a dot while unread. Following it marks it read
 * and goes where it leads (the same place as its live toast); one that leads nowhere is only read.
 */
export function NotificationItem({
  notification,
  onFollow,
}: {
  notification: Notification;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const markRead = useMarkNotificationRead();
  const link = liveMessageLink(notification);
  const follow = () => {
    if (!notification.read) markRead.mutate(notification.id);
    if (link) onFollow();
  };

  const content = (
    <>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${notification.read ? 'bg-transparent' : 'bg-gold-500'}`}
      />
      <span className="min-w-0 flex-1 space-y-1">
        {!notification.read && <span className="sr-only">{t('inbox.unread')}: </span>}
        <span
          className={`block text-sm leading-snug break-words ${notification.read ? 'text-ink-600' : 'font-semibold text-ink-900'}`}
        >
          {notification.message}
        </span>
        <time dateTime={notification.creationDate} className="block text-xs text-ink-500">
          {formatRelativeTime(notification.creationDate, currentLocale())}
        </time>
      </span>
    </>
  );

  return link ? (
    <Link
      to={link.to}
      onClick={follow}
      className={`${rowClass} ${notification.read ? '' : 'bg-gold-100/40'}`}
    >
      {content}
    </Link>
  ) : (
    <button
      type="button"
      onClick={follow}
      className={`${rowClass} ${notification.read ? '' : 'bg-gold-100/40'}`}
    >
      {content}
    </button>
  );
}
