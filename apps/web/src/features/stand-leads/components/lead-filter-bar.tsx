import { leadRatings, leadSources } from '@vitrine/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import type { LeadFilters } from '../lib/lead-filters.ts';

const sourceLabels = {
  SCAN: 'standLeads.source.SCAN',
  PROPERTY: 'standLeads.source.PROPERTY',
  STAND: 'standLeads.source.STAND',
} as const;
const ratingLabels = {
  HOT: 'standLeads.rating.HOT',
  WARM: 'standLeads.rating.WARM',
  COLD: 'standLeads.rating.COLD',
} as const;

const control =
  'h-11 w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 focus:border-ink-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-400/70';

interface LeadFilterBarProps {
  value: LeadFilters;
  onChange: (filters: LeadFilters) => void;
}

/** Search, source, rating, tag and day; the property filter shows as a chip once picked from a row. */
export function LeadFilterBar({ value, onChange }: LeadFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<LeadFilters>) => onChange({ ...value, ...patch });
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('standLeads.filters.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={value.q}
          placeholder={t('standLeads.filters.search')}
          onChange={(change) => set({ q: change.target.value })}
          className={control}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Labelled id={`${id}-source`} label={t('standLeads.filters.source')}>
          <select
            id={`${id}-source`}
            value={value.source}
            onChange={(change) => set({ source: change.target.value as LeadFilters['source'] })}
            className={control}
          >
            <option value="">{t('standLeads.filters.any')}</option>
            {leadSources.map((source) => (
              <option key={source} value={source}>
                {t(sourceLabels[source])}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-rating`} label={t('standLeads.filters.rating')}>
          <select
            id={`${id}-rating`}
            value={value.rating}
            onChange={(change) => set({ rating: change.target.value as LeadFilters['rating'] })}
            className={control}
          >
            <option value="">{t('standLeads.filters.any')}</option>
            {leadRatings.map((rating) => (
              <option key={rating} value={rating}>
                {t(ratingLabels[rating])}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-tag`} label={t('standLeads.filters.tag')}>
          <input
            id={`${id}-tag`}
            value={value.tag}
            onChange={(change) => set({ tag: change.target.value })}
            className={control}
          />
        </Labelled>
        <Labelled id={`${id}-day`} label={t('standLeads.filters.day')}>
          <input
            id={`${id}-day`}
            type="date"
            value={value.day}
            onChange={(change) => set({ day: change.target.value })}
            className={control}
          />
        </Labelled>
      </div>
      {value.property && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-ink-900 py-1 ps-3 pe-1 text-white">
            <span className="truncate">
              {t('standLeads.filters.propertyChip', { title: value.property.title })}
            </span>
            <button
              type="button"
              onClick={() => set({ property: null })}
              aria-label={t('standLeads.filters.clearProperty')}
              className="grid size-7 place-items-center rounded-full hover:bg-white/15"
            >
              <CloseIcon className="size-4" />
            </button>
          </span>
        </p>
      )}
    </div>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-600">
        {label}
      </label>
      {children}
    </div>
  );
}
