import { describe, expect, it } from 'vitest';
import { eventOptionLabel, optionTitleMax } from './event-option-label.ts';

describe('eventOptionLabel', () => {
  it('keeps a short title whole, with the date', () => {
    expect(eventOptionLabel({ title: 'Feira Casa Nova', dateStart: '10/05/2026' })).toBe(
      'Feira Casa Nova · 10/05/2026',
    );
  });

  it('shortens a long title at a word so the whole date still shows', () => {
    const label = eventOptionLabel({
      title: 'Salão Internacional do Imóvel e da Construção Civil de São Paulo',
      dateStart: '10/05/2026',
    });
    expect(label).toBe('Salão Internacional do Imóvel… · 10/05/2026');
    expect(label.length).toBeLessThanOrEqual(optionTitleMax + ' · 10/05/2026'.length);
  });

  it('cuts a title without spaces inside the word', () => {
    expect(eventOptionLabel({ title: 'X'.repeat(60), dateStart: '01/01/2027' })).toBe(
      `${'X'.repeat(optionTitleMax - 1)}… · 01/01/2027`,
    );
  });
});
