import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member, Page } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKey, producerKeys } from '../../../lib/api/producer-keys.ts';

export const membersPageSize = 20;

/** `GET /api/user/members?page&size&q`. */
export function useMembers(page: number, q: string) {
  const search = q.trim();
  return useQuery({
    queryKey: producerKeys.members(page, search),
    queryFn: ({ signal }) =>
      apiRequest<Page<Member>>('/user/members', {
        signal,
        query: { page, size: membersPageSize, q: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `PATCH /api/user/{id}/role` `{role}`. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: 'ADMIN' | 'MODERATOR' | 'USER' }) =>
      apiRequest<Member>(`/user/${id}/role`, { method: 'PATCH', body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...producerKey, 'members'] }),
  });
}

/** `DELETE /api/user/{id}`. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/user/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...producerKey, 'members'] }),
  });
}
