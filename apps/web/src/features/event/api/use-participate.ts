import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, Participation } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { eventQueryKey } from './use-event.ts';

/** `POST /api/event/participate/{id}`: toggles the signed-in member's participation. */
export function useParticipate(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Participation>(`/event/participate/${eventId}`, { method: 'POST' }),
    onSuccess: (participation) => {
      queryClient.setQueryData<Event>(eventQueryKey(eventId), (event) =>
        event ? { ...event, participants: participation.participants } : event,
      );
    },
  });
}
