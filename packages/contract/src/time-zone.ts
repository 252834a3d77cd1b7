// Wall clocks in an event's time zone, for both apps: what a clock reads in a zone, and the
// instant a zone's wall-clock time names. Intl only (no date library, no Node or DOM API), so the
// web app may import it.

/** A wall clock's reading, each part two digits (the year four), 24-hour. */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

// One formatter per zone: making one costs far more than using it (an export or a calendar feed
// reads one per row).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23, not hour12: false, which writes midnight as 24:00 in some engines.
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * What the clock reads in `timeZone` (an IANA name; the runtime's own zone when undefined) at
 * `instant`. Throws a RangeError for a zone the runtime does not know.
 */
export function wallClockParts(instant: Date, timeZone?: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const { year = '', month = '', day = '', hour = '', minute = '', second = '' } = parts;
  return { year, month, day, hour, minute, second };
}

/** `dd/MM/yyyy HH:mm` of `instant` on the wall clock of `timeZone` (an export's date and time). */
export function toWallClockText(instant: Date, timeZone: string): string {
  const p = wallClockParts(instant, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in minutes (-180 in São Paulo). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const p = wallClockParts(instant, timeZone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant that `yyyy-MM-dd` `HH:mm[:ss]` on the wall clock of `timeZone` names. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second);
  const first = new Date(wall - zoneOffsetMinutes(timeZone, new Date(wall)) * 60_000);
  // A second pass settles instants next to an offset change.
  return new Date(wall - zoneOffsetMinutes(timeZone, first) * 60_000);
}
