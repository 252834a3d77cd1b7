import type { TFunction } from 'i18next';

const quotaKeys = {
  PRESENT: 'quota.PRESENT',
  DIAMOND: 'quota.DIAMOND',
  GOLD: 'quota.GOLD',
  SILVER: 'quota.SILVER',
  TECH: 'quota.TECH',
  CONSTRUCTOR: 'quota.CONSTRUCTOR',
  // Both spellings travel in exhibitor data and mean the same tier.
  CONSTRUCTION: 'quota.CONSTRUCTOR',
} as const;

/** The label of an exhibitor tier or category; unknown values are shown as they came. */
export function quotaLabel(value: string | null | undefined, t: TFunction): string {
  if (!value) return '';
  const key = quotaKeys[value.trim().toUpperCase() as keyof typeof quotaKeys];
  return key ? t(key) : value;
}
