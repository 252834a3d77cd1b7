import { describe, expect, it } from 'vitest';
import { parseDateText } from './date-text.ts';
import { toWallClockText, wallClockParts, zonedToUtc, zoneOffsetMinutes } from './time-zone.ts';

const at = (iso: string) => new Date(iso);

describe('parseDateText', () => {
  it('reads dd/MM/yyyy, leap days included', () => {
    expect(parseDateText('12/03/2025')).toEqual({ day: 12, month: 3, year: 2025 });
    expect(parseDateText('29/02/2028')).toEqual({ day: 29, month: 2, year: 2028 });
    expect(parseDateText('31/12/2026')).toEqual({ day: 31, month: 12, year: 2026 });
  });

  it.each([
    '31/02/2024',
    '29/02/2027',
    '00/01/2024',
    '12/13/2024',
    '31/04/2026',
    '2025-03-12',
    '12/3/2025',
    ' 12/03/2025',
    '',
  ])('refuses %j', (text) => {
    expect(parseDateText(text)).toBeNull();
  });
});

describe('wallClockParts', () => {
  it('reads São Paulo three hours behind UTC all year, with no summer time since 2019', () => {
    expect(wallClockParts(at('2026-01-15T15:00:00Z'), 'America/Sao_Paulo')).toEqual({
      year: '2026',
      month: '01',
      day: '15',
      hour: '12',
      minute: '00',
      second: '00',
    });
    expect(wallClockParts(at('2026-07-15T15:00:00Z'), 'America/Sao_Paulo').hour).toBe('12');
    // The last summer time, before it was abolished: two hours behind.
    expect(wallClockParts(at('2018-01-15T15:00:00Z'), 'America/Sao_Paulo').hour).toBe('13');
  });

  it('writes midnight as 00, not 24', () => {
    expect(wallClockParts(at('2026-03-10T03:00:00Z'), 'America/Sao_Paulo')).toMatchObject({
      day: '10',
      hour: '00',
    });
  });

  it('crosses day, month and year boundaries by the zone, not by UTC', () => {
    expect(toWallClockText(at('2026-01-01T02:30:00Z'), 'America/Sao_Paulo')).toBe('31/12/2025 23:30');
    expect(toWallClockText(at('2026-02-28T15:30:00Z'), 'Asia/Tokyo')).toBe('01/03/2026 00:30');
    expect(toWallClockText(at('2028-02-29T23:59:00Z'), 'Etc/UTC')).toBe('29/02/2028 23:59');
    expect(toWallClockText(at('2028-02-29T23:59:00Z'), 'Pacific/Auckland')).toBe('01/03/2028 12:59');
  });

  it('follows summer time where the zone has it', () => {
    expect(toWallClockText(at('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('08/03/2026 01:59');
    expect(toWallClockText(at('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('08/03/2026 03:00');
    expect(toWallClockText(at('2026-07-01T12:00:00Z'), 'Europe/Lisbon')).toBe('01/07/2026 13:00');
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => wallClockParts(at('2026-01-01T00:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('zoneOffsetMinutes', () => {
  it.each([
    ['America/Sao_Paulo', '2026-01-15T12:00:00Z', -180],
    ['America/Sao_Paulo', '2026-07-15T12:00:00Z', -180],
    ['America/Manaus', '2026-01-15T12:00:00Z', -240],
    ['America/New_York', '2026-01-15T12:00:00Z', -300],
    ['America/New_York', '2026-07-15T12:00:00Z', -240],
    ['Asia/Kolkata', '2026-01-15T12:00:00Z', 330],
    ['Asia/Kathmandu', '2026-01-15T12:00:00Z', 345],
    ['Etc/UTC', '2026-01-15T12:00:00Z', 0],
  ])('%s at %s is %i', (zone, iso, minutes) => {
    expect(zoneOffsetMinutes(zone, at(iso))).toBe(minutes);
  });
});

describe('zonedToUtc', () => {
  it('names the instant of a wall-clock time in the zone', () => {
    expect(zonedToUtc('2026-03-18', '09:30', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-03-18T12:30:00.000Z',
    );
    expect(zonedToUtc('2026-12-31', '23:30:00', 'America/Sao_Paulo').toISOString()).toBe(
      '2027-01-01T02:30:00.000Z',
    );
    expect(zonedToUtc('2026-03-01', '00:30', 'Asia/Tokyo').toISOString()).toBe('2026-02-28T15:30:00.000Z');
  });

  it('takes the offset in force on that day on either side of a change', () => {
    expect(zonedToUtc('2026-03-08', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
    expect(zonedToUtc('2026-03-08', '03:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedToUtc('2026-11-01', '12:00', 'America/New_York').toISOString()).toBe(
      '2026-11-01T17:00:00.000Z',
    );
  });

  it('reads back as the same wall clock', () => {
    const instant = zonedToUtc('2027-07-01', '09:30', 'Europe/Lisbon');
    expect(toWallClockText(instant, 'Europe/Lisbon')).toBe('01/07/2027 09:30');
  });
});
