import { useQuery } from '@tanstack/react-query';
import type { Badge } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { leadKeys } from './lead-keys.ts';

/**
 * `GET /api/badge`: the member's badge. The service worker keeps the last one per user
 * (`sw/api-reads.ts`), so it still opens at a stand without signal once seen.
 */
export function useBadge(owner: string | null) {
  return useQuery({
    queryKey: leadKeys.badge(owner ?? ''),
    queryFn: ({ signal }) => apiRequest<Badge>('/badge', { signal }),
    enabled: owner !== null,
    meta: { personal: true },
  });
}
