import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Comment, CommentPage, Publication, PublicationPage, ReactionsMessage } from '@vitrine/contract';
import { commentsQueryKey, publicationsKey } from '../api/keys.ts';

/** Feed queries are `[publications, eventId, type, mode]`; threads sit beside them under 'comments'. */
const feedQueries = {
  queryKey: publicationsKey,
  predicate: (query: { queryKey: readonly unknown[] }) => typeof query.queryKey[1] === 'number',
};

/** Changes one post wherever a cached feed page holds it, leaving every other post as it was. */
export function patchPost(
  queryClient: QueryClient,
  publicationId: number,
  change: (post: Publication) => Publication,
): void {
  queryClient.setQueriesData<InfiniteData<PublicationPage>>(feedQueries, (data) => {
    if (!data?.pages.some((page) => page.content.some((post) => post.id === publicationId))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        content: page.content.map((post) => (post.id === publicationId ? change(post) : post)),
      })),
    };
  });
}

/** The post as a cached feed holds it, to roll an optimistic change back to. */
export function cachedPost(queryClient: QueryClient, publicationId: number): Publication | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<PublicationPage>>(feedQueries)) {
    const found = data?.pages.flatMap((page) => page.content).find((post) => post.id === publicationId);
    if (found) return found;
  }
  return undefined;
}

/**
 * A post's new counts and latest comments heard live: the cards change in place. `likedByMe`
 * is the viewer's own and not in the message, so it stays; an open thread reloads.
 */
export function applyReactions(queryClient: QueryClient, message: ReactionsMessage): void {
  patchPost(queryClient, message.publicationId, (post) => ({
    ...post,
    likes: message.likes,
    commentCount: message.commentCount,
    latestComments: message.latestComments,
  }));
  void queryClient.invalidateQueries({ queryKey: commentsQueryKey(message.publicationId) });
}

/** A post the viewer may no longer see (their reports hid it): it leaves every cached feed. */
export function dropPost(queryClient: QueryClient, publicationId: number): void {
  queryClient.setQueriesData<InfiniteData<PublicationPage>>(feedQueries, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            content: page.content.filter((post) => post.id !== publicationId),
          })),
        }
      : data,
  );
}

/** Changes one comment on its post's card and in its open thread. */
export function patchComment(
  queryClient: QueryClient,
  publicationId: number,
  commentId: number,
  change: (comment: Comment) => Comment,
): void {
  const each = (comment: Comment) => (comment.id === commentId ? change(comment) : comment);
  patchPost(queryClient, publicationId, (post) => ({
    ...post,
    latestComments: post.latestComments.map(each),
  }));
  queryClient.setQueryData<InfiniteData<CommentPage>>(commentsQueryKey(publicationId), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, content: page.content.map(each) })) }
      : data,
  );
}

/** A comment the viewer may no longer see: it leaves the card and the thread, and the count drops. */
export function dropComment(queryClient: QueryClient, publicationId: number, commentId: number): void {
  patchPost(queryClient, publicationId, (post) => ({
    ...post,
    commentCount: Math.max(0, post.commentCount - 1),
    latestComments: post.latestComments.filter((comment) => comment.id !== commentId),
  }));
  queryClient.setQueryData<InfiniteData<CommentPage>>(commentsQueryKey(publicationId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            content: page.content.filter((comment) => comment.id !== commentId),
          })),
        }
      : data,
  );
}
