import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteKind, Favorites } from '@vitrine/contract';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { noStars, setLocalStar } from '../lib/local-stars.ts';
import { starQueueOwner, submitStar } from '../lib/star-queue.ts';
import { favoriteKeys } from './favorite-keys.ts';
import { sendStar } from './send-star.ts';
import { useStarOwner } from './use-star-owner.ts';

export interface StarChange {
  kind: FavoriteKind;
  id: number;
  starred: boolean;
}

const withStar = (stars: Favorites, { kind, id, starred }: StarChange): Favorites => {
  const others = stars[kind].filter((item) => item !== id);
  return { ...stars, [kind]: starred ? [...others, id] : others };
};

/**
 * `PUT|DELETE /api/favorite/{kind}/{id}` (or this browser's list): the star shows at once and
 * goes back if the server refuses; the event's starred lists and Minha agenda are refetched.
 * A member's star goes through the star queue: without network it stays as asked and is sent
 * when the network returns (QueuedStarsReplay).
 */
export function useToggleFavorite(eventId: number) {
  const queryClient = useQueryClient();
  const owner = useStarOwner();
  const { tenant } = usePublicConfig();
  const key = favoriteKeys.stars(eventId, owner);
  return useMutation({
    mutationFn: async (change: StarChange) => {
      if (owner.kind === 'browser') {
        setLocalStar(tenant, eventId, change.kind, change.id, change.starred);
        return;
      }
      await submitStar(starQueueOwner(tenant, owner.userId), { eventId, ...change }, sendStar);
    },
    // Offline is handled above (the wish is queued), so the mutation must not wait for the network.
    networkMode: 'always',
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorites>(key);
      queryClient.setQueryData<Favorites>(key, withStar(previous ?? noStars(), change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.event(eventId) }),
  });
}
