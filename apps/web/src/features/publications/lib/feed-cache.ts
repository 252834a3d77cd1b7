import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Publication, PublicationPage, ReactionsMessage } from '@vitrine/contract';
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
