import { describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '../i18n/i18n.ts';
import { quotaLabel } from './quota-label.ts';

describe('quotaLabel', () => {
  it.each([
    ['DIAMOND', 'Diamante'],
    ['GOLD', 'Ouro'],
    ['SILVER', 'Prata'],
    ['TECH', 'Tech'],
    ['CONSTRUCTOR', 'Construtora'],
    ['CONSTRUCTION', 'Construtora'],
    ['PRESENT', 'Presente'],
  ])('labels %s as %s', (value, label) => {
    expect(quotaLabel(value, i18n.t)).toBe(label);
  });

  it('translates the labels', async () => {
    await loadLocale('en');
    expect(quotaLabel('GOLD', i18n.getFixedT('en'))).toBe('Gold');
  });

  it('shows unknown values as they came', () => {
    expect(quotaLabel('Imobiliárias', i18n.t)).toBe('Imobiliárias');
    expect(quotaLabel(null, i18n.t)).toBe('');
  });
});
