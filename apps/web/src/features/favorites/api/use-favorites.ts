import { useQuery } from '@tanstack/react-query';
import type { Favorites } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { readLocalStars } from '../lib/local-stars.ts';
import { queuedStars, starQueueOwner, withQueuedStars } from '../lib/star-queue.ts';
import { favoriteKeys } from './favorite-keys.ts';
import { useStarOwner } from './use-star-owner.ts';

/**
 * The starred ids of one event: `GET /api/favorite?eventId=` for members, this browser's otherwise.
 * A member's stars still queued (set offline) show as asked over the server's (or its cached) answer.
 */
export function useFavorites(eventId: number) {
  const owner = useStarOwner();
  const { tenant } = usePublicConfig();
  return useQuery({
    queryKey: favoriteKeys.stars(eventId, owner),
    queryFn: ({ signal }) =>
      owner.kind === 'account'
        ? apiRequest<Favorites>('/favorite', { query: { eventId }, signal })
        : readLocalStars(tenant, eventId),
    select: (stars: Favorites) =>
      owner.kind === 'account'
        ? withQueuedStars(stars, queuedStars(starQueueOwner(tenant, owner.userId), eventId))
        : stars,
    staleTime: 60_000,
  });
}
