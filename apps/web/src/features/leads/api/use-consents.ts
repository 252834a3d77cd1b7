import { useQuery } from '@tanstack/react-query';
import type { Consent } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { leadKeys } from './lead-keys.ts';

/** `GET /api/consent`: the stands holding the member's contact. */
export function useConsents(owner: string | null) {
  return useQuery({
    queryKey: leadKeys.consents(owner ?? ''),
    queryFn: ({ signal }) => apiRequest<Consent[]>('/consent', { signal }),
    enabled: owner !== null,
    meta: { personal: true },
  });
}
