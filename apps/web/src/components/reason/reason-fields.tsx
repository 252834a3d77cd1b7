import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { DangerButton } from '../ui/danger-button.tsx';

interface RequiredReasonProps {
  label: string;
  value: string;
  onChange: (reason: string) => void;
  /** Set once a send found it empty: the field says so until something is typed. */
  missing: boolean;
  missingText: string;
  maxLength: number;
  rows: number;
  /** Under the field (a count of what is left, say). */
  hint?: ReactNode;
}

/** A reason a dialog cannot go without (a refusal, a mute): label, box, hint, and what is missing. */
export function RequiredReason({
  label,
  value,
  onChange,
  missing,
  missingText,
  maxLength,
  rows,
  hint,
}: RequiredReasonProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, missing ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink-900">
        {label} <span aria-hidden="true">*</span>
      </label>
      <textarea
        id={`${id}-reason`}
        value={value}
        required
        maxLength={maxLength}
        rows={rows}
        aria-invalid={missing || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`w-full rounded-xl border bg-white px-4 py-3 text-ink-900 shadow-xs focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-400/70 ${missing ? 'border-danger-700' : 'border-ink-200'}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {missing && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {missingText}
        </p>
      )}
    </div>
  );
}

/** A decision dialog's buttons: cancel, and the (submitting) danger action. */
export function DangerDialogActions({
  pending,
  label,
  onCancel,
}: {
  pending: boolean;
  label: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <DangerButton tone="solid" size="md" type="submit" disabled={pending}>
        {label}
      </DangerButton>
    </div>
  );
}

/**
 * The moderator's optional reason beside a decision (queue item, post modal, 'Ocultar' /
 * 'Mostrar'): one line, or a box of `rows` lines where the author will read it.
 */
export function OptionalReason({
  value,
  onChange,
  label,
  rows,
}: {
  value: string;
  onChange: (reason: string) => void;
  /** 'Motivo (opcional)' when not given. */
  label?: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const box =
    'w-full rounded-xl border border-ink-200 bg-white px-3 text-sm focus:border-ink-500 focus:outline-none';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-ink-700">
        {label ?? t('producer.moderation.reason')}
      </label>
      {rows ? (
        <textarea
          id={id}
          value={value}
          maxLength={500}
          rows={rows}
          onChange={(change) => onChange(change.target.value)}
          className={`${box} block resize-y py-2`}
        />
      ) : (
        <input
          id={id}
          value={value}
          maxLength={500}
          onChange={(change) => onChange(change.target.value)}
          className={`${box} h-10`}
        />
      )}
    </div>
  );
}
