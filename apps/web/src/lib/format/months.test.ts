import { describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '../i18n/i18n.ts';
import { monthKeys, monthName } from './months.ts';

describe('monthName', () => {
  it('names all twelve months in Portuguese', () => {
    const names = monthKeys.map((_, index) => monthName(index + 1, i18n.t));
    expect(names).toEqual([
      'Janeiro',
      'Fevereiro',
      'Março',
      'Abril',
      'Maio',
      'Junho',
      'Julho',
      'Agosto',
      'Setembro',
      'Outubro',
      'Novembro',
      'Dezembro',
    ]);
  });

  it('translates them', async () => {
    await loadLocale('es');
    await loadLocale('en');
    expect(monthName(12, i18n.getFixedT('es'))).toBe('Diciembre');
    expect(monthName(2, i18n.getFixedT('en'))).toBe('February');
  });

  it('is empty outside 1–12', () => {
    expect(monthName(0, i18n.t)).toBe('');
    expect(monthName(13, i18n.t)).toBe('');
  });
});
