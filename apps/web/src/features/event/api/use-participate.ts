import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Event, Participation } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { eventQueryKey } from './use-event.ts';

export const participationQueryKey = (eventId: number) => ['participation', eventId] as const;

/** `GET /api/event/participate/{id}`: whether the signed-in member already takes part. */
export function useParticipation(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: participationQueryKey(eventId),
    queryFn: () => apiRequest<Participation>(`/event/participate/${eventId}`),
    enabled,
  });
}

/** `POST /api/event/participate/{id}`: toggles the signed-in member's participation. */
export function useParticipate(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Participation>(`/event/participate/${eventId}`, { method: 'POST' }),
    onSuccess: (participation) => {
      queryClient.setQueryData(participationQueryKey(eventId), participation);
      queryClient.setQueryData<Event>(eventQueryKey(eventId), (event) =>
        event ? { ...event, participants: participation.participants } : event,
      );
    },
  });
}
