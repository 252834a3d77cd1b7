import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { patchPost } from '../lib/feed-cache.ts';
import { publicationsKey } from './keys.ts';
import { refetchMuteOn } from './use-mute.ts';

/**
 * `POST publication/{id}/comment` with `{ text }`. The card shows the comment at once, then the
 * feed and the open thread reload; everyone else hears of it on the live channel.
 */
export function useCreateComment(publicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<Comment>(`/publication/${publicationId}/comment`, { method: 'POST', body: { text } }),
    onSuccess: (comment) => {
      patchPost(queryClient, publicationId, (post) =>
        post.latestComments.some((shown) => shown.id === comment.id)
          ? post
          : {
              ...post,
              commentCount: post.commentCount + 1,
              latestComments: [...post.latestComments, comment].slice(-2),
            },
      );
      return queryClient.invalidateQueries({ queryKey: publicationsKey });
    },
    onError: (error) => refetchMuteOn(queryClient, error),
  });
}
