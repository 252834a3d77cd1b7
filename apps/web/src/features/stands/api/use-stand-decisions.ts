import { useQueryClient } from '@tanstack/react-query';
import { useLiveMessages } from '../../../lib/realtime/live-bus.ts';
import { type PropertyOwner, refreshStandProperties } from './use-remove-property.ts';

/**
 * The organizer's decision reaches the team live (the same message as its notification): the
 * 'Imóveis' panel reloads the stand's properties and changes then, not on the next visit.
 */
export function useStandDecisions(owner: PropertyOwner) {
  const queryClient = useQueryClient();
  useLiveMessages((message) => {
    if (message.type === 'STAND_REVISION_APPROVED' || message.type === 'STAND_REVISION_REJECTED') {
      refreshStandProperties(queryClient, owner, message.type === 'STAND_REVISION_APPROVED');
    }
  });
}
