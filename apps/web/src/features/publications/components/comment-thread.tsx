import { useTranslation } from 'react-i18next';
import { IdentitySkeleton } from '../../../components/skeletons/identity-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingRegion } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useComments } from '../api/use-comments.ts';
import type { Viewer } from '../lib/viewer.ts';
import { CommentItem } from './comment-item.tsx';

/** A post's whole thread, oldest first; 'ver mais comentários' loads the following page. */
export function CommentThread({
  publicationId,
  viewer,
  now,
}: {
  publicationId: number;
  viewer: Viewer;
  now?: Date;
}) {
  const { t } = useTranslation();
  const thread = useComments(publicationId, true);

  if (thread.isPending) {
    return (
      <LoadingRegion label={t('publications.comments.loading')} className="space-y-3">
        {[0, 1].map((item) => (
          <div key={item} aria-hidden="true">
            <IdentitySkeleton
              picture="size-8 rounded-full"
              lines={['h-3 w-32', 'h-3 w-4/5']}
              className="flex gap-2.5"
              linesClassName="w-full space-y-2 rounded-2xl bg-sand-50 p-3"
            />
          </div>
        ))}
      </LoadingRegion>
    );
  }
  if (thread.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-danger-50 px-3 py-2.5">
        <p className="text-sm font-medium text-danger-700">
          {errorText(thread.error, t('publications.comments.loadError'))}
        </p>
        <Button size="sm" variant="outline" onClick={() => void thread.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const comments = thread.data.pages.flatMap((page) => page.content);
  if (comments.length === 0) {
    return <p className="py-1 text-sm text-ink-500">{t('publications.comments.empty')}</p>;
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} viewer={viewer} now={now} />
        ))}
      </ul>
      {thread.isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('publications.comments.moreError')}
        </p>
      )}
      {thread.hasNextPage && (
        <Button
          size="sm"
          variant="ghost"
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {thread.isFetchingNextPage ? t('common.loading') : t('publications.comments.loadMore')}
        </Button>
      )}
    </div>
  );
}
