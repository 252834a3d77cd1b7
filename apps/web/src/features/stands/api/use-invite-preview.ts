import { useQuery } from '@tanstack/react-query';
import type { InvitePreview } from '@vitrine/contract';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { standKeys } from './stand-keys.ts';

/** `GET /api/invite/{token}`: what an invitation link is for; anyone holding it may ask. */
export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: standKeys.invite(token),
    queryFn: ({ signal }) => apiRequest<InvitePreview>(`/invite/${encodeURIComponent(token)}`, { signal }),
    // A 404 is an answer (the link is wrong), not a hiccup worth asking again.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}
