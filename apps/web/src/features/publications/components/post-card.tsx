import type { Publication } from '@vitrine/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { formatRelativeAge } from '../../../lib/format/relative-age.ts';
import { useSignInPrompt } from '../../../lib/session/sign-in-prompt.ts';
import { useApprovePublication } from '../api/use-approve-publication.ts';
import { actsAsMember, memberStep, moderates, type Viewer } from '../lib/viewer.ts';
import { AuthorPicture } from './author-picture.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { HiddenBadge, HiddenNotice } from './hidden-notice.tsx';
import { MediaSlider } from './media-slider.tsx';
import { PostMenu } from './post-menu.tsx';
import { PostReactions } from './post-reactions.tsx';
import { PostText } from './post-text.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { VisibilityDialog } from './visibility-dialog.tsx';

interface PostCardProps {
  post: Publication;
  viewer: Viewer;
  onEdit: (post: Publication) => void;
  highlighted?: boolean;
  now?: Date;
}

/**
 * One post: author, age, status badge, text, media, author menu; once
 * approved, its likes and comments.
 */
export function PostCard({ post, viewer, onEdit, highlighted = false, now }: PostCardProps) {
  const { t, i18n } = useTranslation();
  const openSignIn = useSignInPrompt();
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [changingVisibility, setChangingVisibility] = useState(false);
  const isAuthor = viewer.userId !== null && viewer.userId === post.user.id;
  const approved = post.status === 'APPROVED';
  const moderator = moderates(viewer) && approved;
  const mayReport = !isAuthor && approved;
  const created = new Date(post.creationDate);

  return (
    <article
      id={`post-${post.id}`}
      aria-labelledby={`post-${post.id}-author`}
      tabIndex={-1}
      className={`scroll-mt-24 space-y-4 rounded-3xl border bg-white p-4 shadow-sm transition-shadow sm:p-5 ${highlighted ? 'border-gold-400 ring-4 ring-gold-200' : 'border-ink-100'}`}
    >
      <header className="flex items-start gap-3">
        <AuthorPicture name={post.user.name} image={post.user.image} />
        <div className="min-w-0 flex-1">
          <h3 id={`post-${post.id}-author`} className="truncate font-semibold text-ink-900">
            {post.user.name}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-xs text-ink-500">
            <time dateTime={post.creationDate} title={created.toLocaleString(i18n.language)}>
              {formatRelativeAge(created, t, now)}
            </time>
            {post.status === 'ANALYSIS' && (
              <span className="rounded-full bg-gold-100 px-2 py-0.5 font-semibold text-gold-700">
                {t('publications.card.analysis')}
              </span>
            )}
            {post.status === 'DENIED' && (isAuthor || viewer.isAdmin) && (
              <span className="rounded-full bg-danger-50 px-2 py-0.5 font-semibold text-danger-700">
                {t('publications.card.denied')}
              </span>
            )}
            {post.hidden && moderates(viewer) && <HiddenBadge />}
          </p>
        </div>
        {(isAuthor || mayReport || moderator) && (
          <PostMenu
            onEdit={isAuthor ? () => onEdit(post) : undefined}
            onDelete={isAuthor ? () => setDeleting(true) : undefined}
            onReport={
              mayReport
                ? () => (actsAsMember(viewer) ? setReporting(true) : openSignIn(memberStep(viewer)))
                : undefined
            }
            visibility={
              moderator ? { hidden: post.hidden, onChange: () => setChangingVisibility(true) } : undefined
            }
          />
        )}
      </header>
      {post.hidden && isAuthor && <HiddenNotice reason={post.hiddenReason} />}
      {/* Muted without fading the text: it must stay readable (WCAG contrast). */}
      <div
        className={
          post.hidden
            ? 'space-y-4 rounded-2xl border border-dashed border-ink-200 bg-ink-50 p-3 [&_img]:grayscale [&_video]:grayscale'
            : 'space-y-4'
        }
      >
        <PostText text={post.description} />
        <MediaSlider media={post.images} author={post.user.name} />
      </div>
      {viewer.isAdmin && post.status === 'ANALYSIS' && <Moderation id={post.id} />}
      {post.status === 'APPROVED' && <PostReactions post={post} viewer={viewer} now={now} />}
      {isAuthor && <DeleteDialog id={post.id} open={deleting} onOpenChange={setDeleting} />}
      {mayReport && actsAsMember(viewer) && (
        <ReportDialog
          target={{ kind: 'publication', id: post.id }}
          open={reporting}
          onOpenChange={setReporting}
        />
      )}
      {moderator && (
        <VisibilityDialog
          target={{ kind: 'publication', id: post.id }}
          hide={!post.hidden}
          open={changingVisibility}
          onOpenChange={setChangingVisibility}
        />
      )}
    </article>
  );
}

/** Lets an ADMIN decide from the feed; the producer area's table comes later. */
function Moderation({ id }: { id: number }) {
  const { t } = useTranslation();
  const approval = useApprovePublication();
  const pending = approval.isPending ? approval.variables?.status : null;
  return (
    <div className="space-y-2 border-t border-ink-100 pt-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={approval.isPending}
          onClick={() => approval.mutate({ id, status: 'APPROVED' })}
        >
          {pending === 'APPROVED' ? t('common.loading') : t('publications.card.approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={approval.isPending}
          onClick={() => approval.mutate({ id, status: 'DENIED' })}
        >
          {pending === 'DENIED' ? t('common.loading') : t('publications.card.deny')}
        </Button>
      </div>
      {approval.isError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errorText(approval.error, t('publications.card.moderationFailed'))}
        </p>
      )}
    </div>
  );
}
