import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

const controlClass =
  'w-full rounded-xl border bg-white px-4 text-ink-900 placeholder:text-ink-400 shadow-xs transition-colors ' +
  'focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-400/70 ';

const borderClass = (error?: string | null) =>
  error ? 'border-danger-700 bg-danger-50/40' : 'border-ink-200 focus:border-ink-500';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  requiredLabel?: string;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, required, requiredLabel, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-baseline gap-1 text-sm font-medium text-ink-800">
        {label}
        {required && (
          <span className="text-gold-700" title={requiredLabel}>
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Shared = { label: string; error?: string | null; hint?: ReactNode; requiredLabel?: string };

function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({
  label,
  error,
  hint,
  requiredLabel,
  id,
  className,
  ...props
}: Shared & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      error={error}
      hint={hint}
      required={props.required}
      requiredLabel={requiredLabel}
    >
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${controlClass} h-12 ${borderClass(error)} ${className ?? ''}`}
        {...props}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  requiredLabel,
  id,
  className,
  ...props
}: Shared & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      error={error}
      hint={hint}
      required={props.required}
      requiredLabel={requiredLabel}
    >
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${controlClass} min-h-36 py-3 ${borderClass(error)} ${className ?? ''}`}
        {...props}
      />
    </FieldShell>
  );
}
