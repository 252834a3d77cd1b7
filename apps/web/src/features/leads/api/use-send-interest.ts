import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestRequest, InterestResult } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { leadKeys } from './lead-keys.ts';

/** Where the visitor asks: a property of the routes ('Tenho interesse') or a stand. */
export type InterestTarget = { kind: 'property' | 'exhibitor'; id: number };

const interestPath = ({ kind, id }: InterestTarget) =>
  kind === 'property' ? `/routeImmobile/${id}/interest` : `/exhibitor/${id}/interest`;

/**
 * `POST …/interest` with the visitor's consent: the stand gets the contact, or already had it (the
 * message is refreshed; the answer's `created` is false), which `again` says.
 */
export function useSendInterest(target: InterestTarget, owner: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: InterestRequest) => {
      const consent = await apiRequest<InterestResult>(interestPath(target), {
        method: 'POST',
        body: request,
      });
      return { consent, again: !consent.created };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadKeys.consents(owner) }),
  });
}
