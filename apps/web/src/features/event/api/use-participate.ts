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
      // `GET /event/{id}` is a public read the browser and the service worker keep for 30 s (plus
      // 60 s stale-while-revalidate): ask it past them once, so the copy the next visit reads (a
      // reload, another tab) carries the new count. Its answer is not used here: the toggle's own
      // count is newer than any read that could still land after a second toggle.
      void apiRequest<Event>(`/event/${eventId}`, { cache: 'reload' }).catch(() => {});
    },
  });
}
