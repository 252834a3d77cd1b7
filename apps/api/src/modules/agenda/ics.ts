/** A minimal iCalendar (RFC 5545) writer for an event's schedule: times in UTC, no dependency. */
import { zonedToUtc } from '@vitrine/contract';

export interface CalendarEntry {
  uid: string;
  /** `yyyy-MM-dd` and `HH:mm[:ss]`, wall-clock time in the calendar's time zone. */
  date: string;
  timeStart: string;
  timeEnd: string;
  summary: string;
  description: string;
  location: string;
  /** SEQUENCE: raised by every edit, so subscribed calendars replace their copy. */
  sequence?: number;
  lastModified?: Date;
  cancelled?: boolean;
  /** The entry's own zone when a calendar spans events in several; else the calendar's. */
  timeZone?: string;
}

export interface Calendar {
  name: string;
  timeZone: string;
  entries: CalendarEntry[];
  /** DTSTAMP of every entry; the generation time. */
  now: Date;
  /** For a subscribed feed: how often calendar apps should fetch it again (RFC 7986), e.g. `PT1H`. */
  refreshInterval?: string;
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  // Most lines fit: a string's UTF-8 length is at most 3 × its UTF-16 length.
  if (line.length * 3 <= 75 || (line.length <= 75 && Buffer.byteLength(line) <= 75)) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function buildCalendar({ name, timeZone, entries, now, refreshInterval }: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Vitrine//Event schedule//PT',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
  ];
  if (refreshInterval) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${refreshInterval}`, `X-PUBLISHED-TTL:${refreshInterval}`);
  }
  // Sessions share slots: each wall-clock time is converted once (two Intl calls each).
  const instants = new Map<string, Date>();
  const utcOf = (date: string, time: string, zone: string) => {
    const key = `${date} ${time} ${zone}`;
    let instant = instants.get(key);
    if (!instant) {
      instant = zonedToUtc(date, time, zone);
      instants.set(key, instant);
    }
    return instant;
  };
  const stamp = utcStamp(now);
  for (const entry of entries) {
    const zone = entry.timeZone ?? timeZone;
    const start = utcOf(entry.date, entry.timeStart, zone);
    let end = utcOf(entry.date, entry.timeEnd, zone);
    // An item that runs past midnight ends on the next day.
    if (end <= start) end = new Date(end.getTime() + 86_400_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcStamp(start)}`,
      `DTEND:${utcStamp(end)}`,
      `SUMMARY:${escapeText(entry.summary)}`,
      `DESCRIPTION:${escapeText(entry.description)}`,
      `LOCATION:${escapeText(entry.location)}`,
    );
    if (entry.sequence !== undefined) lines.push(`SEQUENCE:${entry.sequence}`);
    if (entry.lastModified) lines.push(`LAST-MODIFIED:${utcStamp(entry.lastModified)}`);
    lines.push(`STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
