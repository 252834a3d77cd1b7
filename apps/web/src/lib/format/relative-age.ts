import type { TFunction } from 'i18next';

export type AgeUnit = 'now' | 'minutes' | 'hours' | 'days';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** How long ago something happened, in the largest whole unit up to days. */
export function relativeAge(then: Date | string, now: Date = new Date()): { unit: AgeUnit; count: number } {
  const elapsed = Math.max(0, now.getTime() - new Date(then).getTime());
  if (Number.isNaN(elapsed) || elapsed < minuteMs) return { unit: 'now', count: 0 };
  if (elapsed < hourMs) return { unit: 'minutes', count: Math.floor(elapsed / minuteMs) };
  if (elapsed < dayMs) return { unit: 'hours', count: Math.floor(elapsed / hourMs) };
  return { unit: 'days', count: Math.floor(elapsed / dayMs) };
}

/** "há 5 minutos", "há 1 hora", "há 3 dias" in the interface language. */
export function formatRelativeAge(then: Date | string, t: TFunction, now: Date = new Date()): string {
  const { unit, count } = relativeAge(then, now);
  switch (unit) {
    case 'now':
      return t('age.now');
    case 'minutes':
      return t('age.minutes', { count });
    case 'hours':
      return t('age.hours', { count });
    case 'days':
      return t('age.days', { count });
  }
}
