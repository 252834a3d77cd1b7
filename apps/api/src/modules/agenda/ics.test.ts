import { zonedToUtc } from '@vitrine/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './ics.ts';

describe('ics', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ç'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((part, i) => (i === 0 ? part : part.slice(1)))
        .join(''),
    ).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('turns São Paulo wall time into UTC (no DST since 2019)', () => {
    expect(zonedToUtc('2027-03-18', '10:00:00', 'America/Sao_Paulo').toISOString()).toBe(
      '2027-03-18T13:00:00.000Z',
    );
    expect(zonedToUtc('2027-07-01', '09:30', 'Europe/Lisbon').toISOString()).toBe('2027-07-01T08:30:00.000Z');
  });

  it('writes a calendar ical.js reads back', () => {
    const text = buildCalendar({
      name: 'Salão, 2027',
      timeZone: 'America/Sao_Paulo',
      now: new Date('2026-01-01T00:00:00Z'),
      entries: [
        {
          uid: 'agenda-1@vitrine',
          date: '2027-03-18',
          timeStart: '23:00:00',
          timeEnd: '01:00:00',
          summary: 'Late; night, show',
          description: 'Line one\nLine two',
          location: 'Pavilhão A',
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    // ical.js leaves X- properties raw; the calendar name is escaped TEXT like the rest.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Salão\\, 2027');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Late; night, show');
    expect(event.description).toBe('Line one\nLine two');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-19T02:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-19T04:00:00.000Z');
  });
});
