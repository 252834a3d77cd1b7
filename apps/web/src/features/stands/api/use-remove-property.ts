import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyRevision } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { standKeys } from './stand-keys.ts';

export interface PropertyOwner {
  eventId: number;
  exhibitorId: number;
}

/** After a stand's property write: its revisions, and the event's reads (its properties, each property) when one went live. */
export function refreshStandProperties(queryClient: QueryClient, owner: PropertyOwner, live: boolean) {
  void queryClient.invalidateQueries({ queryKey: standKeys.propertyRevisions(owner.exhibitorId) });
  if (live) void queryClient.invalidateQueries({ queryKey: ['event', owner.eventId] });
}

/**
 * `DELETE /api/routeImmobile/{id}`: for a stand OWNER a 202 with the removal awaiting the
 * organizer (the revision), or a 204 when the stand publishes without review (undefined).
 */
export function useRemoveProperty(owner: PropertyOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) =>
      apiRequest<PropertyRevision | undefined>(`/routeImmobile/${propertyId}`, { method: 'DELETE' }),
    onSuccess: (revision) => refreshStandProperties(queryClient, owner, !revision),
  });
}
