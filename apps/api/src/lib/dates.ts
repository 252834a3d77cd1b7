/** `2024-03-12` → `12/03/2024` (SPEC's wire format). */
export function toDateText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** `09:30:00` → `09:30`. */
export const toTimeText = (time: string) => time.slice(0, 5);
