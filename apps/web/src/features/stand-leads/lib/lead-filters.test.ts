import { describe, expect, it } from 'vitest';
import { hasLeadFilters, leadFilterQuery, noLeadFilters, parseTags } from './lead-filters.ts';

describe('leadFilterQuery', () => {
  it('sends nothing for an empty filter', () => {
    expect(Object.values(leadFilterQuery(noLeadFilters)).filter((value) => value !== undefined)).toEqual([]);
    expect(hasLeadFilters(noLeadFilters)).toBe(false);
  });

  it('turns the date input into dd/MM/yyyy and the property into its id', () => {
    const filters = { ...noLeadFilters, day: '2026-11-25', property: { id: 7, title: 'Casa' }, q: ' ana ' };
    expect(leadFilterQuery(filters)).toMatchObject({ day: '25/11/2026', propertyId: 7, q: 'ana' });
    expect(hasLeadFilters(filters)).toBe(true);
  });
});

describe('parseTags', () => {
  it('splits on commas, trims and drops empties and repeats', () => {
    expect(parseTags(' vip, retorno,,vip ')).toEqual(['vip', 'retorno']);
  });
});
