import type { Publication } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useLike } from '../api/use-like.ts';

/**
 * 'Curtir' / 'Descurtir' with the count. A member's click shows at once and is undone if the
 * server refuses; anyone else is asked to sign in (`onSignIn`).
 */
export function LikeButton({
  post,
  member,
  onSignIn,
  disabledBy,
}: {
  post: Publication;
  member: boolean;
  onSignIn: () => void;
  /** The id of the text saying why liking is off now (a mute). */
  disabledBy?: string;
}) {
  const { t } = useTranslation();
  const like = useLike(post.id);
  const liked = member && post.likedByMe;
  // Portuguese counts 0 as singular ('0 curtida'): no likes get their own words.
  const label = liked
    ? t('publications.reactions.unlike', { count: post.likes })
    : post.likes === 0
      ? t('publications.reactions.likeNone')
      : t('publications.reactions.like', { count: post.likes });

  return (
    <>
      <button
        type="button"
        aria-pressed={liked}
        aria-label={label}
        disabled={disabledBy !== undefined}
        aria-describedby={disabledBy}
        onClick={() => (member ? like.mutate(!post.likedByMe) : onSignIn())}
        className={`inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${liked ? 'bg-danger-50 text-danger-700 hover:bg-danger-50/70' : 'text-ink-700 hover:bg-ink-50 hover:text-ink-900'}`}
      >
        <HeartIcon filled={liked} className="size-5" />
        <span aria-hidden="true" className="tabular-nums">
          {post.likes}
        </span>
      </button>
      {like.isError && (
        <p role="alert" className="basis-full text-sm font-medium text-danger-700">
          {errorText(like.error, t('publications.reactions.likeFailed'))}
        </p>
      )}
    </>
  );
}
