import { describe, expect, it } from 'vitest';
import { agendaDayLabel, sortAgendaDays } from './agenda-days.ts';

describe('agenda days', () => {
  it('labels a day as day/month', () => {
    expect(agendaDayLabel('05/03/2026')).toBe('05/03');
    expect(agendaDayLabel('31/12/2025')).toBe('31/12');
  });

  it('shows an unexpected key as it came', () => {
    expect(agendaDayLabel('2026-03-05')).toBe('2026-03-05');
  });

  it('orders days by the calendar, across months and years', () => {
    expect(sortAgendaDays(['02/01/2027', '15/12/2026', '03/12/2026'])).toEqual([
      '03/12/2026',
      '15/12/2026',
      '02/01/2027',
    ]);
  });
});
