import type { PublicationType } from '@vitrine/contract';

/** Every feed query starts with this, so one invalidation refreshes both tabs. */
export const publicationsKey = ['publications'] as const;

export const feedQueryKey = (eventId: number, type: PublicationType, moderator: boolean) =>
  [...publicationsKey, eventId, type, moderator ? 'all' : 'visible'] as const;

/** A post's thread; under `publicationsKey`, so what refreshes the feeds refreshes open threads too. */
export const commentsQueryKey = (publicationId: number) =>
  [...publicationsKey, 'comments', publicationId] as const;
