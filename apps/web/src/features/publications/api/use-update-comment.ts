import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { publicationsKey } from './keys.ts';

/** `PUT comment/{id}` with `{ text }` (its author only). */
export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      apiRequest<Comment>(`/comment/${id}`, { method: 'PUT', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsKey }),
  });
}
