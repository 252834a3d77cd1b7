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

  const inLanguage = async (language: string) => {
    await loadLocale(language as 'es' | 'en');
    return i18n.getFixedT(language);
  };

  it('uses "a" for ranges longer than a day', () => {
    expect(formatDateRange('12/03/2025', '14/03/2025', i18n.t)).toBe('12 a 14 de Março');
  });

  it('uses "e" for two consecutive days', () => {
    expect(formatDateRange('12/03/2025', '13/03/2025', i18n.t)).toBe('12 e 13 de Março');
  });

  it('shows a single day once', () => {
    expect(formatDateRange('05/08/2025', '05/08/2025', i18n.t)).toBe('5 de Agosto');
  });

  it('names the month of the start date', () => {
    expect(formatDateRange('30/09/2025', '02/10/2025', i18n.t)).toBe('30 a 2 de Setembro');
  });

  it('speaks Spanish and English', async () => {
    expect(formatDateRange('12/03/2025', '13/03/2025', await inLanguage('es'))).toBe('12 y 13 de Marzo');
    expect(formatDateRange('12/03/2025', '14/03/2025', await inLanguage('en'))).toBe('12 to 14 of March');
  });

  it('gives empty text and logs for an invalid format', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatDateRange('2025-03-12', '14/03/2025', i18n.t)).toBe('');
    expect(log).toHaveBeenCalledWith('Formato de data inválido...', expect.anything());
  });
});
