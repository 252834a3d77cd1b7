import { describe, expect, it } from 'vitest';
import { fromDateText, toDateText } from './dates.ts';

describe('fromDateText', () => {
  it('reads dd/MM/yyyy into an ISO date and back', () => {
    expect(fromDateText('18/03/2027')).toBe('2027-03-18');
    expect(toDateText(fromDateText('29/02/2028')!)).toBe('29/02/2028');
  });

  it('refuses days that do not exist and other formats', () => {
    for (const text of [
      '31/02/2027',
      '29/02/2027',
      '00/01/2027',
      '12/13/2027',
      '2027-03-18',
      '1/3/2027',
      '',
    ]) {
      expect(fromDateText(text), text).toBeNull();
    }
  });
});
