import type { TFunction } from 'i18next';

export const monthKeys = [
  'months.january',
  'months.february',
  'months.march',
  'months.april',
  'months.may',
  'months.june',
  'months.july',
  'months.august',
  'months.september',
  'months.october',
  'months.november',
  'months.december',
] as const;

/** The translated name of a month numbered 1–12; empty for anything else. */
export function monthName(month: number, t: TFunction): string {
  const key = monthKeys[month - 1];
  return key ? t(key) : '';
}
