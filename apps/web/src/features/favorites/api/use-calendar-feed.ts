import { useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { useStarOwner } from './use-star-owner.ts';

export const calendarFeedKey = (userId: string) => ['calendar-feed', userId] as const;

/** `GET /api/calendar/key`: the personal feed's address (made on the first call). */
export function useCalendarFeed(enabled: boolean) {
  const owner = useStarOwner();
  const userId = owner.kind === 'account' ? owner.userId : '';
  return useQuery({
    queryKey: calendarFeedKey(userId),
    queryFn: ({ signal }) => apiRequest<CalendarFeed>('/calendar/key', { signal }),
    enabled: enabled && owner.kind === 'account',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
