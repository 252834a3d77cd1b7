import { parseDateText } from '@vitrine/contract';

// The zone-aware parts live in the contract, shared with the web app; re-exported for the API's
// callers.
export { toWallClockText, wallClockParts } from '@vitrine/contract';

/** `2024-03-12` → `12/03/2024` (the wire format). */
export function toDateText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** `09:30:00` → `09:30`. */
export const toTimeText = (time: string) => time.slice(0, 5);

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `12/03/2024` → `2024-03-12`, or null when the text is not a real calendar day in dd/MM/yyyy
 * (31/02 and 00/01 are refused, not rolled over).
 */
export function fromDateText(text: string): string | null {
  const parts = parseDateText(text);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : null;
}
