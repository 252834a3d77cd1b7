import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import type { Submission } from './use-producer-form.ts';

interface FormFooterProps {
  submission: Submission;
  submitLabel: string;
  hasFieldErrors: boolean;
  onCancel?: () => void;
  /** What a success says, when the original client's 'request sent' would mislead (an event is created at once). */
  successText?: string;
}

/** Result messages, the upload progress bar and the buttons of every producer form. */
export function FormFooter({
  submission,
  submitLabel,
  hasFieldErrors,
  onCancel,
  successText,
}: FormFooterProps) {
  const { t } = useTranslation();
  const sending = submission.status === 'sending';
  const percent = Math.round(submission.progress * 100);
  return (
    <div className="space-y-4">
      {submission.status === 'success' && (
        <Alert tone="success">{successText ?? t('producerForms.success')}</Alert>
      )}
      {submission.status === 'error' && (
        <Alert tone="error">
          <p>{t('producerForms.failure')}</p>
          {submission.reason && <p className="mt-1 font-normal">{submission.reason}</p>}
          {hasFieldErrors && <p className="mt-1 font-normal">{t('producerForms.checkFields')}</p>}
        </Alert>
      )}
      {submission.status === 'idle' && hasFieldErrors && (
        <Alert tone="error">{t('producerForms.checkFields')}</Alert>
      )}
      {sending && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={t('producerForms.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-ink-100"
          >
            <div
              className="h-full rounded-full bg-gold-500 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-xs text-ink-500">{percent}%</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            {t('producerForms.cancel')}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('producerForms.sending') : submitLabel}
        </Button>
      </div>
    </div>
  );
}
