import type { PropertyStatus } from '@vitrine/contract';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';

/** Each status's label and its own colours, so a glance tells ready from launching. */
export const propertyStatusBadges: Record<PropertyStatus, { label: TranslationKey; className: string }> = {
  READY: { label: 'event.properties.status.READY', className: 'bg-emerald-100 text-emerald-900' },
  LAUNCH: { label: 'event.properties.status.LAUNCH', className: 'bg-gold-200 text-ink-900' },
  UNDER_CONSTRUCTION: {
    label: 'event.properties.status.UNDER_CONSTRUCTION',
    className: 'bg-orange-100 text-orange-900',
  },
  SOON_LAUNCH: { label: 'event.properties.status.SOON_LAUNCH', className: 'bg-sky-100 text-sky-900' },
};

export function propertyStatusBadge(status: string) {
  return propertyStatusBadges[status as PropertyStatus] ?? null;
}
