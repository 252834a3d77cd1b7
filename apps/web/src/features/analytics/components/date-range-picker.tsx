import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTextToInput, inputToDateText } from '../../../lib/format/dates.ts';
import { useLocalDateText } from '../lib/use-local-date-text.ts';

interface DateRangePickerProps {
  from: string;
  to: string;
  /** Called with dd/MM/yyyy texts, only when both are set and in order. */
  onChange: (range: { from: string; to: string }) => void;
}

/**
 * The dashboard's period: two dates typed in the app's language (native date inputs would show
 * the browser's locale), the format said to screen readers and as a placeholder.
 */
export function DateRangePicker({ from, to, onChange }: DateRangePickerProps) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const formatId = useId();
  const fromInput = dateTextToInput(from);
  const toInput = dateTextToInput(to);
  const fromText = useLocalDateText(fromInput);
  const toText = useLocalDateText(toInput);
  const typed = { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } as const;
  const inputClass =
    'h-10 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 focus:border-ink-500 focus:outline-none';

  const change = (next: { from: string; to: string }) => {
    const fromText = inputToDateText(next.from);
    const toText = inputToDateText(next.to);
    if (fromText && toText && next.from <= next.to) onChange({ from: fromText, to: toText });
  };

  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t('producer.dashboard.period')}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={fromId} className="text-xs font-medium text-ink-600">
          {t('producer.dashboard.from')}
        </label>
        <input
          id={fromId}
          {...typed}
          placeholder={fromText.format}
          aria-describedby={formatId}
          value={fromText.text}
          onChange={(event) => change({ from: fromText.type(event.target.value), to: toInput })}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={toId} className="text-xs font-medium text-ink-600">
          {t('producer.dashboard.to')}
        </label>
        <input
          id={toId}
          {...typed}
          placeholder={toText.format}
          aria-describedby={formatId}
          value={toText.text}
          onChange={(event) => change({ from: fromInput, to: toText.type(event.target.value) })}
          className={inputClass}
        />
      </div>
      <span id={formatId} className="sr-only">
        {fromText.format}
      </span>
    </fieldset>
  );
}
