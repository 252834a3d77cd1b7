import type { TFunction } from 'i18next';
import { monthName } from './months.ts';

export interface DateParts {
  day: number;
  month: number;
  year: number;
}

const dateTextPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const dayMs = 86_400_000;

/** Reads dd/MM/yyyy, rejecting impossible dates such as 31/02/2024. */
export function parseDateText(text: string): DateParts | null {
  const match = dateTextPattern.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { day, month, year };
}

const toUtc = ({ day, month, year }: DateParts) => Date.UTC(year, month - 1, day);

/**
 * SPEC's date range text, e.g. "12 a 14 de Março": the word "to" when the range spans more
 * than one day, "and" for two consecutive days, and the month of the start date. A single-day
 * event reads "12 de Março" rather than "12 e 12 de Março".
 */
export function formatDateRange(dateStart: string, dateEnd: string, t: TFunction): string {
  const start = parseDateText(dateStart);
  const end = parseDateText(dateEnd);
  if (!start || !end) {
    console.error('Formato de data inválido...', { dateStart, dateEnd });
    return '';
  }
  const month = monthName(start.month, t);
  const days = Math.abs(Math.round((toUtc(end) - toUtc(start)) / dayMs));
  if (days === 0) return `${start.day} ${t('dateRange.of')} ${month}`;
  const joiner = days > 1 ? t('dateRange.to') : t('dateRange.and');
  return `${start.day} ${joiner} ${end.day} ${t('dateRange.of')} ${month}`;
}
