import { describe, expect, it } from 'vitest';
import { eventTabIds, eventTabSearch, toEventTabId } from './event-tab-ids.ts';

describe('event tab ↔ URL', () => {
  it('round-trips every tab through its ?tab= value', () => {
    for (const id of eventTabIds) {
      expect(toEventTabId(eventTabSearch(id).tab ?? null)).toBe(id);
    }
  });

  it('uses the Portuguese words in links and leaves Detalhes bare', () => {
    expect(eventTabSearch('exhibitors')).toEqual({ tab: 'expositores' });
    expect(eventTabSearch('propertyRoutes')).toEqual({ tab: 'rotas-de-imoveis' });
    expect(eventTabSearch('details')).toEqual({});
  });

  it('opens Detalhes for a missing or unknown value', () => {
    expect(toEventTabId(null)).toBe('details');
    expect(toEventTabId('exhibitors')).toBe('details');
    expect(toEventTabId('nope')).toBe('details');
  });
});
