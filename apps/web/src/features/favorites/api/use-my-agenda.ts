import { useQuery } from '@tanstack/react-query';
import type { MyAgenda } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { favoriteKeys } from './favorite-keys.ts';
import { useStarOwner } from './use-star-owner.ts';

/** `GET /api/agenda/my/{eventId}`: a member's starred sessions by day, each with its clashes. */
export function useMyAgenda(eventId: number) {
  const owner = useStarOwner();
  return useQuery({
    queryKey: favoriteKeys.myAgenda(eventId, owner),
    queryFn: ({ signal }) => apiRequest<MyAgenda>(`/agenda/my/${eventId}`, { signal }),
    enabled: owner.kind === 'account',
  });
}
