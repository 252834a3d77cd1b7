import type { Publication, PublicationType } from '@vitrine/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PostsSkeleton } from '../../../components/skeletons/posts-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MessageIcon, RefreshIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useFeed } from '../api/use-feed.ts';
import { usePullToRefresh } from '../lib/pull-to-refresh.ts';
import type { Viewer } from '../lib/viewer.ts';
import { PostCard } from './post-card.tsx';

interface FeedListProps {
  eventId: number;
  type: PublicationType;
  viewer: Viewer;
  onEdit: (post: Publication) => void;
  /** The post a link or a notification points at: scrolled to and highlighted. */
  focusPostId: number | null;
}

/** The posts of one tab, newest first; more load on scroll, or with the button. */
export function FeedList({ eventId, type, viewer, onEdit, focusPostId }: FeedListProps) {
  const { t } = useTranslation();
  const moderator = viewer.isAdmin && type === 'PUBLICATION';
  const feed = useFeed(eventId, type, moderator);
  const { distance, refreshing, handlers } = usePullToRefresh(() => feed.refetch());
  const sentinel = useRef<HTMLDivElement>(null);
  const posts = feed.data?.pages.flatMap((page) => page.content) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const focusFound = focusPostId !== null && posts.some((post) => post.id === focusPostId);
  useEffect(() => {
    if (!focusFound) return;
    const element = document.getElementById(`post-${focusPostId}`);
    element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    element?.focus({ preventScroll: true });
  }, [focusFound, focusPostId]);

  if (feed.isPending) return <PostsSkeleton label={t('common.loading')} />;
  if (feed.isError) {
    return (
      <StateMessage
        tone="error"
        title={t('publications.list.loadError')}
        description={errorText(feed.error, t('publications.list.loadErrorHint'))}
        action={{ label: t('common.retry'), onClick: () => void feed.refetch() }}
      />
    );
  }

  const announcements = type === 'ANNOUNCEMENT';
  return (
    <div {...handlers} className="space-y-4">
      <div
        aria-hidden={distance === 0 && !refreshing}
        className="flex items-center justify-center overflow-hidden text-xs font-medium text-ink-500 transition-[height]"
        style={{ height: refreshing ? 40 : Math.min(distance, 100) }}
      >
        <RefreshIcon className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
        <span className="ms-2">
          {refreshing
            ? t('publications.list.refreshing')
            : distance >= 70
              ? t('publications.list.release')
              : t('publications.list.pull')}
        </span>
      </div>
      {posts.length === 0 ? (
        <StateMessage
          icon={<MessageIcon className="size-7" />}
          title={announcements ? t('publications.list.emptyAnnouncements') : t('publications.list.emptyFeed')}
          description={
            announcements
              ? t('publications.list.emptyAnnouncementsHint')
              : t('publications.list.emptyFeedHint')
          }
        />
      ) : (
        <ul className="space-y-4">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} viewer={viewer} onEdit={onEdit} highlighted={post.id === focusPostId} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="flex flex-col items-center gap-2 py-2">
        {feed.isFetchNextPageError && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {t('publications.list.moreError')}
          </p>
        )}
        {hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t('common.loading') : t('publications.list.loadMore')}
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            disabled={feed.isFetching}
            onClick={() => void feed.refetch()}
            className={posts.length === 0 ? 'hidden' : ''}
          >
            <RefreshIcon className="size-4" />
            {feed.isFetching ? t('publications.list.refreshing') : t('publications.list.refresh')}
          </Button>
        )}
      </div>
    </div>
  );
}
