import type { LeadFilters } from '../lib/lead-filters.ts';

export const standLeadKeys = {
  all: (exhibitorId: number) => ['stand-leads', exhibitorId] as const,
  list: (exhibitorId: number, filters: LeadFilters, page: number) =>
    ['stand-leads', exhibitorId, 'list', filters, page] as const,
};
