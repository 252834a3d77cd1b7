import { ownerKey, type StarOwner } from '../lib/star-owner.ts';

/** Everything starred for one event and owner sits under one prefix, so a star refreshes it all. */
export const favoriteKeys = {
  event: (eventId: number) => ['favorites', eventId] as const,
  stars: (eventId: number, owner: StarOwner) => ['favorites', eventId, ownerKey(owner), 'stars'] as const,
  myAgenda: (eventId: number, owner: StarOwner) =>
    ['favorites', eventId, ownerKey(owner), 'my-agenda'] as const,
};
