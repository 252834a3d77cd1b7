import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { fieldId } from './form-errors.ts';
import type { FormApi } from './use-producer-form.ts';

/** A titled group of fields: two columns on wide screens, one at 480 px. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-6">
      {/* Floated, the legend sits inside the card like a heading instead of on its border. */}
      <legend className="float-left mb-4 w-full font-display text-lg font-semibold text-ink-950">
        {title}
      </legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Spans both columns of a section. */
export const Wide = ({ children }: { children: ReactNode }) => (
  <div className="sm:col-span-2">{children}</div>
);

interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'value' | 'onChange'> {
  form: FormApi;
  name: string;
  label: string;
  hint?: ReactNode;
}

export function Input({ form, name, label, hint, ...props }: InputProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={fieldId(form.id, name)}
      name={name}
      label={label}
      hint={hint}
      requiredLabel={t('producerForms.required')}
      error={form.errors[name]}
      value={form.values[name] ?? ''}
      onChange={(event) => form.set(name, event.target.value)}
      {...props}
    />
  );
}

export function TextArea({ form, name, label }: { form: FormApi; name: string; label: string }) {
  return (
    <TextAreaField
      id={fieldId(form.id, name)}
      name={name}
      label={label}
      error={form.errors[name]}
      value={form.values[name] ?? ''}
      onChange={(event) => form.set(name, event.target.value)}
    />
  );
}

interface SelectProps {
  form: FormApi;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  onPick?: (value: string) => void;
}

export function Select({ form, name, label, options, required, disabled, onPick }: SelectProps) {
  const { t } = useTranslation();
  const id = fieldId(form.id, name);
  const error = form.errors[name];
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-baseline gap-1 text-sm font-medium text-ink-800">
        {label}
        {required && (
          <span className="text-gold-700" title={t('producerForms.required')}>
            *
          </span>
        )}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={form.values[name] ?? ''}
        onChange={(event) => {
          form.set(name, event.target.value);
          onPick?.(event.target.value);
        }}
        className={`h-12 w-full rounded-xl border bg-white px-3 text-ink-900 shadow-xs focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-400/70 disabled:bg-ink-50 ${
          error ? 'border-danger-700 bg-danger-50/40' : 'border-ink-200 focus:border-ink-500'
        }`}
      >
        <option value="">{t('producerForms.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function Checkbox({
  id,
  label,
  checked,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-ink-100 bg-sand-50 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 accent-ink-900"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-ink-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
