import { describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '../i18n/i18n.ts';
import { formatRelativeAge, relativeAge } from './relative-age.ts';

const now = new Date('2025-03-12T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;

describe('relativeAge', () => {
  it('counts minutes, then hours, then days', () => {
    expect(relativeAge(ago(5 * minute), now)).toEqual({ unit: 'minutes', count: 5 });
    expect(relativeAge(ago(3 * 60 * minute), now)).toEqual({ unit: 'hours', count: 3 });
    expect(relativeAge(ago(2 * 24 * 60 * minute), now)).toEqual({ unit: 'days', count: 2 });
  });

  it('treats the last minute and future dates as now', () => {
    expect(relativeAge(ago(30_000), now).unit).toBe('now');
    expect(relativeAge(new Date(now.getTime() + minute), now).unit).toBe('now');
  });

  it('accepts ISO strings', () => {
    expect(relativeAge('2025-03-12T11:00:00Z', now)).toEqual({ unit: 'hours', count: 1 });
  });
});

describe('formatRelativeAge', () => {
  it('uses the singular for one', () => {
    expect(formatRelativeAge(ago(minute), i18n.t, now)).toBe('há 1 minuto');
    expect(formatRelativeAge(ago(60 * minute), i18n.t, now)).toBe('há 1 hora');
    expect(formatRelativeAge(ago(24 * 60 * minute), i18n.t, now)).toBe('há 1 dia');
  });

  it('uses the plural otherwise', () => {
    expect(formatRelativeAge(ago(7 * minute), i18n.t, now)).toBe('há 7 minutos');
    expect(formatRelativeAge(ago(3 * 24 * 60 * minute), i18n.t, now)).toBe('há 3 dias');
  });

  it('speaks English', async () => {
    await loadLocale('en');
    expect(formatRelativeAge(ago(2 * 60 * minute), i18n.getFixedT('en'), now)).toBe('2 hours ago');
  });
});
