/** `2024-03-12` → `12/03/2024` (the wire format). */
export function toDateText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** `09:30:00` → `09:30`. */
export const toTimeText = (time: string) => time.slice(0, 5);

/**
 * `12/03/2024` → `2024-03-12`, or null when the text is not a real calendar day in dd/MM/yyyy
 * (31/02 and 00/01 are refused, not rolled over).
 */
export function fromDateText(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return valid ? `${year}-${month}-${day}` : null;
}

/**
 * An instant on the wall clock of `timeZone`, each part two digits (the year four), 24-hour:
 * what an export, a test or a bench writes as the event's local date and time.
 */
export function wallClockParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  return parts;
}

/** `dd/MM/yyyy HH:mm` of an instant on the wall clock of `timeZone` (an export's date and time). */
export function toWallClockText(instant: Date, timeZone: string): string {
  const p = wallClockParts(instant, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
