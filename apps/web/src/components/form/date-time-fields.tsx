import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateOrder,
  isoToLocalDate,
  localDateToIso,
  localTimeValue,
  maskDate,
  maskTime,
} from '../../lib/format/local-date-time.ts';
import { TextField } from '../ui/field.tsx';
import { fieldId } from './form-errors.ts';
import type { FormApi } from './use-producer-form.ts';

interface FieldProps {
  form: FormApi;
  name: string;
  label: string;
  required?: boolean;
  /** Said after the format, e.g. the days the date must fall in. */
  hint?: string;
}

interface MaskedProps extends FieldProps {
  format: string;
  mask: (text: string) => string;
  /** The typed text as the form's value ('' while incomplete or wrong). */
  toValue: (text: string) => string;
  /** The form's value as text to show. */
  toText: (value: string) => string;
  maxLength: number;
}

/**
 * A text field typed in the app's language: digits only, separators put in as one types, the
 * format said under the label; the form holds the value once it is whole and real.
 */
function MaskedField({
  form,
  name,
  label,
  required,
  hint,
  format,
  mask,
  toValue,
  toText,
  maxLength,
}: MaskedProps) {
  const { t } = useTranslation();
  const value = form.values[name] ?? '';
  const [text, setText] = useState(() => toText(value));
  // The form changed the value itself (prefilled, reset) or the language changed: show it anew.
  useEffect(() => {
    setText((current) => (toValue(current) === value ? current : toText(value)));
  }, [value, toValue, toText]);
  const id = fieldId(form.id, name);
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      required={required}
      requiredLabel={t('producerForms.required')}
      error={form.errors[name]}
      hint={hint ? `${format} · ${hint}` : format}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      value={text}
      onChange={(change) => {
        const next = mask(change.target.value);
        setText(next);
        // A format error set on blur is this field's own: typing again lifts it.
        form.setError(name, null);
        form.set(name, toValue(next));
      }}
      onBlur={() => {
        if (text && !toValue(text)) form.setError(name, t('producerForms.errors.format', { format }));
      }}
    />
  );
}

/** A date, held as 'yyyy-MM-dd', typed as the app's language writes it (dd/mm/aaaa, mm/dd/yyyy). */
export function DateInput(props: FieldProps) {
  const { t, i18n } = useTranslation();
  const order = useMemo(() => dateOrder(i18n.language), [i18n.language]);
  const convert = useMemo(
    () => ({
      mask: (text: string) => maskDate(text, order),
      toValue: (text: string) => localDateToIso(text, order),
      toText: (iso: string) => isoToLocalDate(iso, order),
    }),
    [order],
  );
  return <MaskedField {...props} {...convert} format={t('producerForms.dateFormat')} maxLength={10} />;
}

const identity = (value: string) => value;

/** A time, held as 24-hour 'HH:mm' whatever the browser's locale would show. */
export function TimeInput(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <MaskedField
      {...props}
      mask={maskTime}
      toValue={localTimeValue}
      toText={identity}
      format={t('producerForms.timeFormat')}
      maxLength={5}
    />
  );
}
