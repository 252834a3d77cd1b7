import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLocale } from '../i18n/i18n.ts';
import { formatDateRange, parseDateText } from './date-range.ts';

describe('parseDateText', () => {
  it('reads dd/MM/yyyy', () => {
    expect(parseDateText('12/03/2025')).toEqual({ day: 12, month: 3, year: 2025 });
  });

  it.each(['2025-03-12', '12/3/2025', '31/02/2024', '00/01/2024', '12/13/2024', ''])('rejects %j', (text) => {
    expect(parseDateText(text)).toBeNull();
  });
});

describe('formatDateRange', () => {
  afterEach(() => void i18n.changeLanguage('pt-BR'));

  const inLanguage = async (language: 'es' | 'en') => {
    await loadLocale(language);
    return i18n.getFixedT(language);
  };
  const pt = (start: string, end: string) => formatDateRange(start, end, i18n.t, 'pt-BR');

  it('writes a range within a month as Portuguese does, month in lower case as on the covers', () => {
    expect(pt('18/03/2026', '20/03/2026')).toBe('18 a 20 de março de 2026');
  });

  it('uses "e" for two consecutive days', () => {
    expect(pt('12/03/2025', '13/03/2025')).toBe('12 e 13 de março de 2025');
  });

  it('shows a single day once', () => {
    expect(pt('05/08/2025', '05/08/2025')).toBe('5 de agosto de 2025');
  });

  it('names both months, or both years, when the range crosses them', () => {
    expect(pt('30/09/2025', '02/10/2025')).toBe('30 de setembro a 2 de outubro de 2025');
    expect(pt('30/12/2025', '02/01/2026')).toBe('30 de dezembro de 2025 a 2 de janeiro de 2026');
  });

  it('speaks Spanish and English in their own order', async () => {
    const es = await inLanguage('es');
    const en = await inLanguage('en');
    expect(formatDateRange('18/03/2026', '20/03/2026', es, 'es')).toBe('18 al 20 de marzo de 2026');
    expect(formatDateRange('12/03/2025', '13/03/2025', es, 'es')).toBe('12 y 13 de marzo de 2025');
    expect(formatDateRange('18/03/2026', '20/03/2026', en, 'en')).toBe('March 18–20, 2026');
    expect(formatDateRange('18/03/2026', '18/03/2026', en, 'en')).toBe('March 18, 2026');
    expect(formatDateRange('30/09/2025', '02/10/2025', en, 'en')).toBe('September 30 – October 2, 2025');
  });

  it('gives empty text and logs for an invalid format', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(pt('2025-03-12', '14/03/2025')).toBe('');
    expect(log).toHaveBeenCalledWith('Formato de data inválido...', expect.anything());
  });
});
