import type { UseQueryResult } from '@tanstack/react-query';
import type { Notification, Page } from '@vitrine/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/skeletons/list-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon, BellIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion } from '../../../components/ui/skeleton.tsx';
import { useMarkAllNotificationsRead } from '../api/use-mark-all-notifications-read.ts';
import { unreadCount } from '../lib/unread.ts';
import { NotificationItem } from './notification-item.tsx';

interface NotificationPanelProps {
  id: string;
  inbox: UseQueryResult<Page<Notification>>;
  /** A notification was followed: the panel closes (the page changes under it). */
  onFollow: () => void;
}

/** The inbox: a non-modal panel under the bell, focused when it opens so it is read at once. */
export function NotificationPanel({ id, inbox, onFollow }: NotificationPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const markAll = useMarkAllNotificationsRead();
  const { count } = unreadCount(inbox.data);

  useEffect(() => panel.current?.focus(), []);

  return (
    <section
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="fixed inset-x-2 top-[4.25rem] z-50 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-lift focus:outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[min(34rem,calc(100dvh-6rem))] sm:w-96"
    >
      <header className="flex items-center justify-between gap-3 border-b border-ink-100 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-ink-900">
          {t('inbox.title')}
        </h2>
        {count > 0 && (
          <button
            type="button"
            onClick={() => markAll.mutate()}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-ink-600 underline-offset-2 hover:bg-ink-50 hover:text-ink-900 hover:underline"
          >
            {t('inbox.markAllRead')}
          </button>
        )}
      </header>
      <div className="overflow-y-auto overscroll-contain">
        <PanelBody inbox={inbox} onFollow={onFollow} />
      </div>
    </section>
  );
}

function PanelBody({ inbox, onFollow }: Pick<NotificationPanelProps, 'inbox' | 'onFollow'>) {
  const { t } = useTranslation();
  if (inbox.isPending) {
    return (
      <LoadingRegion label={t('inbox.loading')} className="divide-y divide-ink-100">
        <ListSkeleton
          rows={3}
          lines={['h-4 w-11/12', 'h-4 w-2/3', 'h-3 w-16']}
          rowClassName="space-y-2 px-4 py-3.5"
        />
      </LoadingRegion>
    );
  }
  if (inbox.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
        <span className="grid size-10 place-items-center rounded-xl bg-danger-50 text-danger-700">
          <AlertIcon className="size-5" />
        </span>
        <p className="text-sm text-ink-700">{t('inbox.error')}</p>
        <Button variant="outline" size="sm" onClick={() => void inbox.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (inbox.data.content.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <span className="grid size-10 place-items-center rounded-xl bg-gold-100 text-gold-700">
          <BellIcon className="size-5" />
        </span>
        <p className="text-sm font-semibold text-ink-900">{t('inbox.empty')}</p>
        <p className="text-sm text-ink-500">{t('inbox.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-ink-100">
      {inbox.data.content.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onFollow={onFollow} />
        </li>
      ))}
    </ul>
  );
}
