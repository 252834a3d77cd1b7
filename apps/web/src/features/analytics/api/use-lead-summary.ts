import { useQuery } from '@tanstack/react-query';
import type { LeadSummary } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

/** `GET /api/lead/summary?eventId=`: contacts per stand, counts only (never the people). */
export function useLeadSummary(eventId: number) {
  return useQuery({
    queryKey: producerKeys.leadSummary(eventId),
    queryFn: ({ signal }) => apiRequest<LeadSummary[]>('/lead/summary', { signal, query: { eventId } }),
  });
}
