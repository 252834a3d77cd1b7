import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from './form-errors.ts';
import type { FormApi } from './use-producer-form.ts';

/** What the lazy editor and its textarea fallback share. */
export interface RichTextControlProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy?: string;
  required?: boolean;
}

// tiptap is heavy: its own chunk, fetched when a form with rich text first shows.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** Plain HTML source in a textarea: shown while the editor loads (and if it never does). */
export function RichTextFallback({
  id,
  labelId,
  value,
  onChange,
  invalid,
  describedBy,
  required,
}: RichTextControlProps) {
  return (
    <textarea
      id={id}
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={`min-h-40 w-full rounded-xl border bg-white px-4 py-3 text-ink-900 shadow-xs focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-400/70 ${
        invalid ? 'border-danger-700 bg-danger-50/40' : 'border-ink-200'
      }`}
    />
  );
}

interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
}

export function RichTextField({ id, label, value, onChange, error, required }: RichTextFieldProps) {
  const { t } = useTranslation();
  const labelId = `${id}-label`;
  const control: RichTextControlProps = {
    id,
    labelId,
    value,
    onChange,
    invalid: Boolean(error),
    describedBy: error ? `${id}-error` : undefined,
    required,
  };
  return (
    <div className="space-y-1.5">
      {/* A contenteditable is not labelable: the label names it through aria-labelledby, and a
          click on it focuses the editor as it would a textarea. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a label takes no focus; keyboard users Tab to the editor. */}
      <label
        id={labelId}
        htmlFor={id}
        onClick={() => {
          const control = document.getElementById(id);
          if (control && control.tagName !== 'TEXTAREA') control.focus();
        }}
        className="flex items-baseline gap-1 text-sm font-medium text-ink-800"
      >
        {label}
        {required && (
          <span className="text-gold-700" title={t('producerForms.required')}>
            *
          </span>
        )}
      </label>
      <Suspense fallback={<RichTextFallback {...control} />}>
        <RichTextEditor {...control} />
      </Suspense>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A rich-text field bound to a producer form's value and error at `name`. */
export function FormRichText({
  form,
  name,
  label,
  required,
}: {
  form: FormApi;
  name: string;
  label: string;
  required?: boolean;
}) {
  return (
    <RichTextField
      id={fieldId(form.id, name)}
      label={label}
      required={required}
      value={form.values[name] ?? ''}
      onChange={(html) => form.set(name, html)}
      error={form.errors[name]}
    />
  );
}
