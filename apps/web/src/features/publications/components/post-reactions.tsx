import type { Publication } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSignInPrompt } from '../../../lib/session/sign-in-prompt.ts';
import { useCreateComment } from '../api/use-create-comment.ts';
import { useMuted } from '../lib/mute-context.ts';
import { actsAsMember, memberStep, type Viewer } from '../lib/viewer.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { CommentThread } from './comment-thread.tsx';
import { LikeButton } from './like-button.tsx';

/**
 * Under an approved post: the like button, the comment count that opens the whole
 * thread, the latest 2 comments while it is closed, and the comment box. Visitors and guests
 * read it all; liking or commenting asks them to sign in, in a modal over this same page.
 */
export function PostReactions({ post, viewer, now }: { post: Publication; viewer: Viewer; now?: Date }) {
  const { t } = useTranslation();
  const openSignIn = useSignInPrompt();
  const [open, setOpen] = useState(false);
  const threadId = useId();
  const create = useCreateComment(post.id);
  const member = actsAsMember(viewer);
  const muted = useMuted();
  const signIn = () => openSignIn(memberStep(viewer));

  return (
    <section
      aria-label={t('publications.comments.region')}
      className="space-y-3 border-t border-ink-100 pt-3"
    >
      <div className="flex flex-wrap items-center gap-1">
        <LikeButton post={post} member={member} onSignIn={signIn} disabledBy={muted?.explanationId} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={threadId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-900"
        >
          <MessageIcon className="size-5" />
          {post.commentCount === 0
            ? t('publications.reactions.comment')
            : t('publications.reactions.comments', { count: post.commentCount })}
        </button>
      </div>
      <div id={threadId} className="space-y-3">
        {open ? (
          <CommentThread publicationId={post.id} viewer={viewer} now={now} />
        ) : (
          post.latestComments.length > 0 && (
            <ul className="space-y-3">
              {post.latestComments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} viewer={viewer} now={now} />
              ))}
            </ul>
          )
        )}
        {!open && post.commentCount > post.latestComments.length && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="rounded text-sm font-semibold text-gold-700 hover:text-ink-900 hover:underline"
          >
            {t('publications.comments.showAll', { count: post.commentCount })}
          </button>
        )}
      </div>
      {member && muted ? (
        <p
          aria-describedby={muted.explanationId}
          className="rounded-xl border border-ink-200 bg-ink-50 px-3 py-2.5 text-sm text-ink-500"
        >
          {t('publications.moderation.mutedAction')}
        </p>
      ) : member ? (
        <CommentForm
          label={t('publications.comments.label')}
          submitLabel={t('publications.comments.send')}
          pending={create.isPending}
          error={create.isError ? errorText(create.error, t('publications.comments.sendFailed')) : null}
          onSubmit={(text) =>
            create.mutateAsync(text).then(
              () => true,
              () => false,
            )
          }
        />
      ) : (
        <button
          type="button"
          onClick={signIn}
          className="block w-full rounded-xl border border-ink-200 bg-white px-3 py-2.5 text-start text-sm text-ink-500 hover:border-ink-300 hover:bg-ink-50"
        >
          {viewer.canPost ? t('publications.comments.confirmFirst') : t('publications.comments.signIn')}
        </button>
      )}
    </section>
  );
}
