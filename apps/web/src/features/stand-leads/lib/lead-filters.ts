import type { LeadRating, LeadSource } from '@vitrine/contract';

/** The lead list's filters as the screen holds them; empty strings mean "any". */
export interface LeadFilters {
  q: string;
  source: LeadSource | '';
  rating: LeadRating | '';
  tag: string;
  /** The property of interest, picked from a lead's row (id and title for the chip). */
  property: { id: number; title: string } | null;
  /** yyyy-MM-dd, from a date input. */
  day: string;
}

export const noLeadFilters: LeadFilters = { q: '', source: '', rating: '', tag: '', property: null, day: '' };

export const hasLeadFilters = (filters: LeadFilters) =>
  Object.entries(filters).some(([, value]) => value !== '' && value !== null);

/** The API's query: the same names, the day as dd/MM/yyyy, nothing for "any". */
export function leadFilterQuery(filters: LeadFilters): Record<string, string | number | undefined> {
  const [year, month, date] = filters.day.split('-');
  return {
    q: filters.q.trim() || undefined,
    source: filters.source || undefined,
    rating: filters.rating || undefined,
    tag: filters.tag.trim() || undefined,
    propertyId: filters.property?.id,
    day: year && month && date ? `${date}/${month}/${year}` : undefined,
  };
}

/** A tags field's text ('vip, retorno') as the tags the API takes: trimmed, no repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
