import { type DateParts, parseDateText } from '@vitrine/contract';
import type { TFunction } from 'i18next';

// Re-exported for the app's callers; the contract reads dd/MM/yyyy for the API too.
export { parseDateText };

const dayMs = 86_400_000;

const toUtc = ({ day, month, year }: DateParts) => Date.UTC(year, month - 1, day);

const monthOf = (parts: DateParts, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(toUtc(parts));

/**
 * The original client's date range text in each language's own form: '18 a 20 de março de 2026',
 * '18 al 20 de marzo de 2026', 'March 18–20, 2026'. Two consecutive days take the original client's "and"
 * ('18 e 19 de março de 2026'), one day reads once, and a range across months or years names
 * both ends. Month names come from Intl for `locale`, lower case in running Portuguese and
 * Spanish text, as the covers write them. (Intl's formatRange would write '18 – 20 de março' and
 * 'March 18 – 20', not the sentences people write, so only its month names are used.)
 */
export function formatDateRange(dateStart: string, dateEnd: string, t: TFunction, locale: string): string {
  const first = parseDateText(dateStart);
  const last = parseDateText(dateEnd);
  if (!first || !last) {
    console.error('Formato de data inválido...', { dateStart, dateEnd });
    return '';
  }
  const [start, end] = toUtc(first) <= toUtc(last) ? [first, last] : [last, first];
  const day = (parts: DateParts) =>
    t('dateRange.day', { day: parts.day, month: monthOf(parts, locale), year: parts.year });
  const days = Math.round((toUtc(end) - toUtc(start)) / dayMs);
  if (days === 0) return day(start);
  if (start.year !== end.year) return t('dateRange.acrossYears', { start: day(start), end: day(end) });
  if (start.month !== end.month) {
    return t('dateRange.acrossMonths', {
      start: start.day,
      startMonth: monthOf(start, locale),
      end: end.day,
      endMonth: monthOf(end, locale),
      year: start.year,
    });
  }
  return t(days === 1 ? 'dateRange.twoDays' : 'dateRange.days', {
    start: start.day,
    end: end.day,
    month: monthOf(start, locale),
    year: start.year,
  });
}
