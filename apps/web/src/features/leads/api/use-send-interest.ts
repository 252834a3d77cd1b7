import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consent, InterestRequest } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { leadKeys } from './lead-keys.ts';

/** Where the visitor asks: a property of the routes ('Tenho interesse') or a stand. */
export type InterestTarget = { kind: 'property' | 'exhibitor'; id: number };

const interestPath = ({ kind, id }: InterestTarget) =>
  kind === 'property' ? `/routeImmobile/${id}/interest` : `/exhibitor/${id}/interest`;

/**
 * `POST …/interest` with the visitor's consent: 201 when the stand gets the contact, 200 when it
 * already had it (the message is refreshed); `again` tells them apart.
 */
export function useSendInterest(target: InterestTarget, owner: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: InterestRequest) => {
      const consents = queryClient.getQueryData<Consent[]>(leadKeys.consents(owner));
      const consent = await apiRequest<Consent>(interestPath(target), { method: 'POST', body: request });
      const again = consents?.some((known) => known.exhibitorId === consent.exhibitorId) ?? false;
      return { consent, again };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadKeys.consents(owner) }),
  });
}
