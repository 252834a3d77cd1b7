import type { Event } from '@vitrine/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { eventOptionLabel } from '../../../lib/format/event-option-label.ts';

interface EventSwitcherProps {
  events: readonly Event[];
  value: number;
  onChange: (id: number) => void;
}

/** Which event a section shows; only there when the tenant has more than one. */
export function EventSwitcher({ events, value, onChange }: EventSwitcherProps) {
  const { t } = useTranslation();
  const id = useId();
  if (events.length < 2) return null;
  // The whole title on hover: the option text may be shortened.
  const current = events.find((event) => event.id === value);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-700">
        {t('producer.common.event')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(change) => onChange(Number(change.target.value))}
        title={current ? `${current.title} · ${current.dateStart}` : undefined}
        className="h-10 w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 focus:border-ink-500 focus:outline-none sm:w-auto sm:max-w-md"
      >
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {eventOptionLabel(event)}
          </option>
        ))}
      </select>
    </div>
  );
}
