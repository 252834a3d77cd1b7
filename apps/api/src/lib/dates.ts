/** `2024-03-12` → `12/03/2024` (SPEC's wire format). */
export function toDateText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** `12/03/2024` → `2024-03-12`, or null when it is not a real calendar date. */
export function fromDateText(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month}-${day}`;
}

/** `09:30:00` → `09:30`. */
export const toTimeText = (time: string) => time.slice(0, 5);
