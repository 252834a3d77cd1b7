import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteAcceptRequest, InviteAcceptResponse } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { storeSession } from '../../../lib/session/session-store.ts';
import { standKeys } from './stand-keys.ts';

/**
 * `POST /api/invite/{token}/accept`: signed in with the invited address (no body), or a new
 * account's name and password, whose token then signs the visitor in as a login would.
 */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: Required<InviteAcceptRequest>) =>
      apiRequest<InviteAcceptResponse>(`/invite/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
        body: body ?? {},
        // A new account's request must not carry a stale token along.
        token: body ? 'omit' : 'send',
      }),
    onSuccess: (answer) => {
      if (answer.token) storeSession(answer.token);
      void queryClient.invalidateQueries({ queryKey: standKeys.all });
      void queryClient.invalidateQueries({ queryKey: standKeys.invite(token) });
    },
  });
}
