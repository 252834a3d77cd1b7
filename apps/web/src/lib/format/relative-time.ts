import { relativeAge } from './relative-age.ts';

const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatter(locale: string): Intl.RelativeTimeFormat {
  let cached = formatters.get(locale);
  if (!cached) {
    cached = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
    formatters.set(locale, cached);
  }
  return cached;
}

const units = { now: 'second', minutes: 'minute', hours: 'hour', days: 'day' } as const;

/** "há 5 min.", "hace 1 h", "yesterday": how long ago, worded by the browser's Intl for `locale`. */
export function formatRelativeTime(then: Date | string, locale: string, now: Date = new Date()): string {
  const { unit, count } = relativeAge(then, now);
  return formatter(locale).format(-count, units[unit]);
}
