import type { MyStand } from '@vitrine/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface StandSwitcherProps {
  stands: readonly MyStand[];
  value: number;
  onChange: (exhibitorId: number) => void;
}

/** Which of the user's stands the area shows; only there when they are on more than one. */
export function StandSwitcher({ stands, value, onChange }: StandSwitcherProps) {
  const { t } = useTranslation();
  const id = useId();
  if (stands.length < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-ink-100 bg-white p-3 shadow-xs">
      <label htmlFor={id} className="text-sm font-medium text-ink-700">
        {t('stands.area.switchLabel')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(change) => onChange(Number(change.target.value))}
        className="h-10 w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 focus:border-ink-500 focus:outline-none sm:w-auto sm:max-w-md"
      >
        {stands.map((stand) => (
          <option key={stand.exhibitorId} value={stand.exhibitorId}>
            {`${stand.title} · ${stand.eventTitle}`}
          </option>
        ))}
      </select>
    </div>
  );
}
