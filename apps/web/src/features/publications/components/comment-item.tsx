import type { Comment } from '@vitrine/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { formatRelativeAge } from '../../../lib/format/relative-age.ts';
import { useSignInPrompt } from '../../../lib/session/sign-in-prompt.ts';
import { useDeleteComment } from '../api/use-delete-comment.ts';
import { useUpdateComment } from '../api/use-update-comment.ts';
import { actsAsMember, memberStep, moderates as moderatesOf, type Viewer } from '../lib/viewer.ts';
import { AuthorPicture } from './author-picture.tsx';
import { CommentForm } from './comment-form.tsx';
import { HiddenBadge, HiddenNotice } from './hidden-notice.tsx';
import { LinkedText } from './linked-text.tsx';
import { PostMenu } from './post-menu.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { VisibilityDialog } from './visibility-dialog.tsx';

/** Links in comments are the members' own: `ugc`, and never followed for ranking. */
const commentLinkRel = 'noopener noreferrer nofollow ugc';

/** One comment: author, age, text with links; its author edits it, its author or a moderator deletes it. */
export function CommentItem({ comment, viewer, now }: { comment: Comment; viewer: Viewer; now?: Date }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const openSignIn = useSignInPrompt();
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [changingVisibility, setChangingVisibility] = useState(false);
  const update = useUpdateComment();
  const remove = useDeleteComment();
  const mine = viewer.userId !== null && viewer.userId === comment.user.id;
  // The server lets the organizer and the event's moderators remove anyone's comment.
  const moderates = moderatesOf(viewer);
  const target = { kind: 'comment', id: comment.id, publicationId: comment.publicationId } as const;
  const created = new Date(comment.creationDate);

  return (
    <li className="flex gap-2.5">
      <AuthorPicture name={comment.user.name} image={comment.user.image} size="sm" />
      <div className="min-w-0 flex-1">
        {editing ? (
          <CommentForm
            label={t('publications.comments.editLabel')}
            submitLabel={t('publications.comments.save')}
            initialText={comment.text}
            pending={update.isPending}
            error={update.isError ? errorText(update.error, t('publications.comments.saveFailed')) : null}
            autoFocus
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
            onSubmit={(text) =>
              update.mutateAsync({ id: comment.id, text }).then(
                () => {
                  setEditing(false);
                  return true;
                },
                () => false,
              )
            }
          />
        ) : (
          <div className="flex items-start gap-1">
            <div
              className={`min-w-0 flex-1 space-y-1 rounded-2xl bg-sand-50 px-3 py-2 ${comment.hidden ? 'border border-dashed border-ink-200' : ''}`}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-ink-500">
                <span className="font-semibold text-sm text-ink-900">{comment.user.name}</span>
                <time dateTime={comment.creationDate} title={created.toLocaleString(i18n.language)}>
                  {formatRelativeAge(created, t, now)}
                </time>
                {comment.edited && <span>{t('publications.comments.edited')}</span>}
                {comment.hidden && moderates && <HiddenBadge />}
              </p>
              {comment.hidden && mine && <HiddenNotice reason={comment.hiddenReason} compact />}
              <p
                className={`whitespace-pre-line break-words text-sm leading-relaxed ${comment.hidden ? 'text-ink-600' : 'text-ink-800'}`}
              >
                <LinkedText text={comment.text} rel={commentLinkRel} />
              </p>
            </div>
            <PostMenu
              size="sm"
              label={t('publications.comments.menu', { name: comment.user.name })}
              onEdit={mine ? () => setEditing(true) : undefined}
              onDelete={
                mine || moderates
                  ? () => {
                      remove.reset();
                      setDeleting(true);
                    }
                  : undefined
              }
              onReport={
                mine
                  ? undefined
                  : () => (actsAsMember(viewer) ? setReporting(true) : openSignIn(memberStep(viewer)))
              }
              visibility={
                moderates
                  ? { hidden: comment.hidden, onChange: () => setChangingVisibility(true) }
                  : undefined
              }
            />
          </div>
        )}
      </div>
      <ConfirmDialog
        open={deleting}
        title={t('publications.comments.deleteTitle')}
        description={t('publications.comments.deleteHint')}
        confirmLabel={t('publications.card.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('publications.comments.deleteFailed')) : null}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setDeleting(false) })}
      />
      {!mine && actsAsMember(viewer) && (
        <ReportDialog target={target} open={reporting} onOpenChange={setReporting} />
      )}
      {moderates && (
        <VisibilityDialog
          target={target}
          hide={!comment.hidden}
          open={changingVisibility}
          onOpenChange={setChangingVisibility}
        />
      )}
    </li>
  );
}
