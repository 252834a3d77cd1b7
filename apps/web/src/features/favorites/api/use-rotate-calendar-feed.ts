import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { calendarFeedKey } from './use-calendar-feed.ts';
import { useStarOwner } from './use-star-owner.ts';

/** `POST /api/calendar/key/rotate`: a new address; the old one stops answering at once. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  const owner = useStarOwner();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed>('/calendar/key/rotate', { method: 'POST' }),
    onSuccess: (feed) => {
      if (owner.kind === 'account') queryClient.setQueryData(calendarFeedKey(owner.userId), feed);
    },
  });
}
