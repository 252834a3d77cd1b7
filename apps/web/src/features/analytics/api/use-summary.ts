import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsSummary } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

/** `GET /api/analytics/summary/{eventId}?from&to` with dd/MM/yyyy dates, both inclusive. */
export function useAnalyticsSummary(eventId: number, from: string, to: string) {
  return useQuery({
    queryKey: producerKeys.summary(eventId, from, to),
    queryFn: ({ signal }) =>
      apiRequest<AnalyticsSummary>(`/analytics/summary/${eventId}`, { signal, query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}
