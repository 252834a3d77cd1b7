import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeState } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { cachedPost, patchPost } from '../lib/feed-cache.ts';
import { refetchMuteOn } from './use-mute.ts';

/**
 * `PUT` (like) or `DELETE` (stop liking) `publication/{id}/like`. The card changes at once and
 * goes back to what it was if the server refuses; the server's count wins when it answers.
 */
export function useLike(publicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // One post's likes go one after another: quick clicks never land out of order.
    scope: { id: `like-${publicationId}` },
    mutationFn: (liked: boolean) =>
      apiRequest<LikeState>(`/publication/${publicationId}/like`, { method: liked ? 'PUT' : 'DELETE' }),
    onMutate: (liked) => {
      const before = cachedPost(queryClient, publicationId);
      patchPost(queryClient, publicationId, (post) =>
        post.likedByMe === liked
          ? post
          : { ...post, likedByMe: liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) },
      );
      return { before };
    },
    onError: (error, _liked, context) => {
      refetchMuteOn(queryClient, error);
      const before = context?.before;
      if (before) {
        patchPost(queryClient, publicationId, (post) => ({
          ...post,
          likes: before.likes,
          likedByMe: before.likedByMe,
        }));
      }
    },
    onSuccess: (state) =>
      patchPost(queryClient, publicationId, (post) => ({
        ...post,
        likes: state.likes,
        likedByMe: state.likedByMe,
      })),
  });
}
