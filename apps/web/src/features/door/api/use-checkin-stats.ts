import { useQuery } from '@tanstack/react-query';
import type { CheckinStats } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

/** `GET /api/event/{id}/checkin/stats`, every 15 s while the door screen is open. */
export function useCheckinStats(eventId: number) {
  return useQuery({
    queryKey: producerKeys.checkinStats(eventId),
    queryFn: ({ signal }) => apiRequest<CheckinStats>(`/event/${eventId}/checkin/stats`, { signal }),
    refetchInterval: 15_000,
  });
}
