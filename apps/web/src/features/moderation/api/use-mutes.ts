import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mute, MuteRequest } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

/** `GET /api/moderation/mutes`. */
export function useMutes() {
  return useQuery({
    queryKey: producerKeys.mutes,
    queryFn: ({ signal }) => apiRequest<Mute[]>('/moderation/mutes', { signal }),
  });
}

/** `DELETE /api/user/{id}/mute`: the member may post and comment again. */
export function useLiftMute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest<void>(`/user/${userId}/mute`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: producerKeys.moderation }),
  });
}

/** `POST /api/user/{id}/mute`: until a time or for good, with the reason the member reads. */
export function useMute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, request }: { userId: number; request: MuteRequest }) =>
      apiRequest<Mute>(`/user/${userId}/mute`, { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: producerKeys.moderation }),
  });
}
