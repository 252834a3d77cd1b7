// The wire's calendar day, dd/MM/yyyy, read the same way by both apps. Apart from time-zone.ts
// so that the event page's first download, which reads dates but no clock, stays this small.

/** A calendar day, by its numbers. */
export interface DateParts {
  day: number;
  month: number;
  year: number;
}

const dateTextPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Reads dd/MM/yyyy (the wire format), refusing days that do not exist (31/02 or 00/01), not rolling them over. */
export function parseDateText(text: string): DateParts | null {
  const match = dateTextPattern.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { day, month, year } : null;
}
