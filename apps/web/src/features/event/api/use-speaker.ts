import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Speaker } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

/** `GET /api/speaker/{id}`; shown at once from the event's speaker list when that is loaded. */
export function useSpeaker(eventId: number, speakerId: number) {
  const queryClient = useQueryClient();
  return useQuery<Speaker>({
    queryKey: ['event', eventId, 'speaker', speakerId],
    queryFn: ({ signal }) => apiRequest<Speaker>(`/speaker/${speakerId}`, { signal }),
    placeholderData: () =>
      queryClient
        .getQueryData<Speaker[]>(['event', eventId, 'speakers'])
        ?.find((speaker) => speaker.id === speakerId),
    staleTime: 60_000,
  });
}
