import type { Comment, Publication } from '@vitrine/contract';
import { AppError } from '../../lib/app-error.ts';
import { type MediaFile, mediaUrl } from '../../media/media.service.ts';
import type { AuthorColumns, FeedCursor, PostRow } from './publications.rows.ts';

/** The author as a card shows them: never an e-mail or a role. */
export function presentAuthor(row: AuthorColumns): Publication['user'] {
  return {
    id: row.author_id,
    name: row.author_name,
    image:
      row.author_image_key && row.author_image_kind && row.author_image_type
        ? mediaUrl({
            key: row.author_image_key,
            variants: row.author_image_variants ?? [],
            kind: row.author_image_kind,
            contentType: row.author_image_type,
          })
        : null,
  };
}

/** What a post's card shows besides the post: whether the caller likes it, its latest comments. */
export interface PostReactions {
  likedByMe: boolean;
  latestComments: Comment[];
}

export function presentPublication(row: PostRow, media: MediaFile[], reactions: PostReactions): Publication {
  return {
    id: row.id,
    eventId: row.event_id,
    type: row.type,
    status: row.status,
    description: row.description,
    images: media.map(mediaUrl),
    creationDate: row.created,
    updatedDate: row.updated,
    user: presentAuthor(row),
    likes: row.like_count,
    likedByMe: reactions.likedByMe,
    commentCount: row.comment_count,
    latestComments: reactions.latestComments,
    hidden: row.hidden,
    hiddenReason: row.hidden_reason,
  };
}

const cursorText = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})$/;

/** Opaque to clients: the last row's exact creation time (µs) and id. */
export const encodeCursor = (row: PostRow) =>
  Buffer.from(`${row.created_us}|${row.id}`).toString('base64url');

export function decodeCursor(value: string): FeedCursor {
  const match = cursorText.exec(Buffer.from(value, 'base64url').toString('utf8'));
  const id = Number(match?.[2]);
  // A real instant, so a tampered cursor is a 400 here rather than a failed cast in the query.
  const instant = match ? new Date(match[1]!) : null;
  const real =
    instant &&
    !Number.isNaN(instant.getTime()) &&
    instant.toISOString().slice(0, 19) === match![1]!.slice(0, 19);
  if (!match || !real || id > 2_147_483_647) {
    throw new AppError(400, 'VALIDATION_ERROR', [{ field: 'querystring.before', message: 'invalid cursor' }]);
  }
  return { createdAt: match[1]!, id };
}
