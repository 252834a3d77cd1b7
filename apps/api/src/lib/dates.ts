/** `2024-03-12` → `12/03/2024` (SPEC's wire format). */
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
