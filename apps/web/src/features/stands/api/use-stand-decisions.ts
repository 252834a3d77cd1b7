import { useQueryClient } from '@tanstack/react-query';
import { useLiveMessages } from '../../../lib/realtime/live-bus.ts';
import { type PropertyOwner, refreshStandProperties } from './use-remove-property.ts';
import { refreshStandPage } from './use-stand-page.ts';

/**
 * Calls `onDecision` when the organizer's decision on one of the team's changes reaches it live
 * (the same message as its notification). The message does not say which change, page or
 * property, nor which stand: each section rereads its own.
 */
function useStandDecision(onDecision: (approved: boolean) => void) {
  useLiveMessages((message) => {
    if (message.type === 'STAND_REVISION_APPROVED' || message.type === 'STAND_REVISION_REJECTED') {
      onDecision(message.type === 'STAND_REVISION_APPROVED');
    }
  });
}

/** The 'Imóveis' panel reloads the stand's properties and changes on a decision, not on the next visit. */
export function useStandDecisions(owner: PropertyOwner) {
  const queryClient = useQueryClient();
  useStandDecision((approved) => refreshStandProperties(queryClient, owner, approved));
}

/** The 'Página do estande' section reloads the page change's status, and the live page once approved. */
export function useStandPageDecisions(exhibitorId: number) {
  const queryClient = useQueryClient();
  useStandDecision((approved) => refreshStandPage(queryClient, exhibitorId, approved));
}
