import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyRevision } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKey, producerKeys } from '../../../lib/api/producer-keys.ts';
import type { Decision } from './use-stand-revisions.ts';

export const propertyRevisionsKey = [...producerKey, 'property-revisions', 'PENDING'] as const;

/** `GET /api/routeImmobile/revisions?status=PENDING`: stands' property changes awaiting the organizer, oldest first. */
export function usePendingPropertyRevisions() {
  return useQuery({
    queryKey: propertyRevisionsKey,
    queryFn: ({ signal }) =>
      apiRequest<PropertyRevision[]>('/routeImmobile/revisions', { signal, query: { status: 'PENDING' } }),
    select: (revisions) => [...revisions].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  });
}

/**
 * `POST /api/routeImmobile/revisions/{id}/approve` or `/reject` `{reason}`. The list changes
 * either way (409 REVISION_NOT_PENDING too); an approval changes the event's properties, read
 * by the producer's lists and the public 'Rotas de Imóveis' (features/event, under 'event').
 */
export function useDecidePropertyRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiRequest<PropertyRevision>(`/routeImmobile/revisions/${decision.id}/${decision.verdict}`, {
        method: 'POST',
        body: decision.verdict === 'reject' ? { reason: decision.reason } : undefined,
      }),
    onSettled: (revision) => {
      void queryClient.invalidateQueries({ queryKey: propertyRevisionsKey });
      if (revision?.status !== 'APPROVED') return;
      void queryClient.invalidateQueries({ queryKey: producerKeys.properties(revision.eventId) });
      void queryClient.invalidateQueries({ queryKey: ['event', revision.eventId] });
    },
  });
}
