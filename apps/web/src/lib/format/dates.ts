import { parseDateText } from './date-range.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day as the API's dd/MM/yyyy text. */
export function toDateText(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** dd/MM/yyyy → the yyyy-MM-dd an `<input type="date">` holds ('' when unreadable). */
export function dateTextToInput(text: string): string {
  const parts = parseDateText(text);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : '';
}

/** yyyy-MM-dd from an `<input type="date">` → dd/MM/yyyy ('' when empty or unreadable). */
export function inputToDateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** The default dashboard range: the last 30 days, today included (as the API's default). */
export function lastDays(days: number, today: Date = new Date()): { from: string; to: string } {
  const start = new Date(today);
  start.setDate(start.getDate() - (days - 1));
  return { from: toDateText(start), to: toDateText(today) };
}

/** An ISO 8601 instant as a short local date (and time) in the interface language. */
export function formatInstant(iso: string, locale: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}
