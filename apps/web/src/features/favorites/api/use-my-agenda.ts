import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Agenda, MyAgenda } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { starredAgenda } from '../lib/conflicts.ts';
import { queuedStars, starQueueOwner } from '../lib/star-queue.ts';
import { favoriteKeys } from './favorite-keys.ts';
import { useStarOwner } from './use-star-owner.ts';

/**
 * `GET /api/agenda/my/{eventId}`: a member's starred sessions by day, each with its clashes. While
 * sessions starred offline wait in the queue, it is worked out here from the schedule already
 * loaded (the same rules as a guest's), so they show at once.
 */
export function useMyAgenda(eventId: number) {
  const owner = useStarOwner();
  const { tenant } = usePublicConfig();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: favoriteKeys.myAgenda(eventId, owner),
    queryFn: ({ signal }) => apiRequest<MyAgenda>(`/agenda/my/${eventId}`, { signal }),
    enabled: owner.kind === 'account',
    select: (agenda: MyAgenda) => {
      if (owner.kind !== 'account') return agenda;
      const queued = queuedStars(starQueueOwner(tenant, owner.userId), eventId).filter(
        (star) => star.kind === 'agenda',
      );
      const schedule = queryClient.getQueryData<Agenda>(['event', eventId, 'agenda']);
      if (queued.length === 0 || !schedule) return agenda;
      const starred = new Set(Object.values(agenda).flatMap((items) => items.map((item) => item.id)));
      for (const { id, starred: on } of queued) {
        if (on) starred.add(id);
        else starred.delete(id);
      }
      return starredAgenda(schedule, [...starred]);
    },
  });
}
