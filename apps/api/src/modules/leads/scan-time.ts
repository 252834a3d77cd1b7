import { leadLimits } from '@vitrine/contract';
import { invalidField } from '../../lib/form-json.ts';

const DAY_MS = 86_400_000;

/**
 * A scan's own time, for a lead or a check-in sent late from an offline queue (now when absent):
 * not in the future (5 minutes of clock drift allowed), not older than the queue keeps scans.
 */
export function scanTime(text: string | undefined, field: string, now = Date.now()): Date {
  if (!text) return new Date(now);
  const at = new Date(text);
  if (at.getTime() > now + 5 * 60_000 || at.getTime() < now - leadLimits.offlineDays * DAY_MS) {
    throw invalidField(field, `Expected a time within the last ${leadLimits.offlineDays} days`);
  }
  return at;
}
