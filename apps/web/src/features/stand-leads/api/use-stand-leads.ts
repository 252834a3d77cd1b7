import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lead, Page } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { type LeadFilters, leadFilterQuery } from '../lib/lead-filters.ts';
import { standLeadKeys } from './stand-lead-keys.ts';

export const leadPageSize = 20;

/** `GET /api/exhibitor/{id}/leads`: one page of the stand's contacts under the filters. */
export function useStandLeads(exhibitorId: number, filters: LeadFilters, page: number) {
  return useQuery({
    queryKey: standLeadKeys.list(exhibitorId, filters, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<Lead>>(`/exhibitor/${exhibitorId}/leads`, {
        signal,
        query: { ...leadFilterQuery(filters), page, size: leadPageSize },
      }),
    placeholderData: keepPreviousData,
    meta: { personal: true },
  });
}
