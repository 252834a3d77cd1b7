/**
 * Dates and times typed as text in the app's language. Chromium's native date and time inputs
 * follow the browser's locale whatever `lang` says (mm/dd/yyyy and AM/PM in an English browser
 * showing the Portuguese app), so the producer forms mask a text input instead. Values stay the
 * native input's 'yyyy-MM-dd' and 24-hour 'HH:mm', so the forms' checks and requests are unchanged.
 */
export type DatePart = 'day' | 'month' | 'year';

const width: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** The order a language writes day, month and year in: pt-BR and es d/m/y, en m/d/y. */
export function dateOrder(locale: string): DatePart[] {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(Date.UTC(2026, 10, 25)))
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return parts.length === 3 ? parts : ['day', 'month', 'year'];
}

/** What is typed, as digits with the separators put in: '25112026' → '25/11/2026'. */
export function maskDate(text: string, order: readonly DatePart[]): string {
  let digits = text.replace(/\D/g, '').slice(0, 8);
  const pieces: string[] = [];
  for (const part of order) {
    if (!digits) break;
    pieces.push(digits.slice(0, width[part]));
    digits = digits.slice(width[part]);
  }
  return pieces.join('/');
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** A whole, real date typed in `order` → 'yyyy-MM-dd'; '' for anything else. */
export function localDateToIso(text: string, order: readonly DatePart[]): string {
  const pieces = text.split('/');
  if (pieces.length !== 3 || pieces.some((piece, index) => piece.length !== width[order[index] ?? 'day']))
    return '';
  const value = Object.fromEntries(order.map((part, index) => [part, Number(pieces[index])])) as Record<
    DatePart,
    number
  >;
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day));
  if (
    date.getUTCFullYear() !== value.year ||
    date.getUTCMonth() !== value.month - 1 ||
    date.getUTCDate() !== value.day
  )
    return '';
  return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
}

/** 'yyyy-MM-dd' → the text of `order` ('' when it is not such a date). */
export function isoToLocalDate(iso: string, order: readonly DatePart[]): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const value: Record<DatePart, string> = {
    year: match[1] ?? '',
    month: match[2] ?? '',
    day: match[3] ?? '',
  };
  return order.map((part) => value[part]).join('/');
}

/** Typed digits as a 24-hour time: '1830' → '18:30'. */
export function maskTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** A whole, real 24-hour time → 'HH:mm'; '' for anything else. */
export function localTimeValue(text: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return '';
  return Number(match[1]) < 24 && Number(match[2]) < 60 ? text : '';
}
