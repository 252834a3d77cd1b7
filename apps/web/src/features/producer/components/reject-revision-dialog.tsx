import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

const maxReason = 1_000;

interface RejectRevisionDialogProps {
  open: boolean;
  standTitle: string;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** 'Recusar': the reason is required, the stand's team reads it in the notification and the area. */
export function RejectRevisionDialog({
  open,
  standTitle,
  pending,
  error,
  onReject,
  onCancel,
}: RejectRevisionDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onReject(reason.trim());
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title={t('producer.revisions.rejectTitle', { name: standTitle })}
      closeLabel={t('common.close')}
      width="narrow"
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink-900">
            {t('producer.revisions.reason')} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            required
            maxLength={maxReason}
            rows={4}
            aria-invalid={missing || undefined}
            aria-describedby={`${id}-hint${missing ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            className={`w-full rounded-xl border bg-white px-4 py-3 text-ink-900 shadow-xs focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-400/70 ${missing ? 'border-danger-700' : 'border-ink-200'}`}
          />
          <p id={`${id}-hint`} className="text-xs text-ink-500">
            {t('producer.revisions.reasonHint', { left: maxReason - reason.length })}
          </p>
          {missing && (
            <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
              {t('producer.revisions.reasonRequired')}
            </p>
          )}
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <DangerButton tone="solid" size="md" type="submit" disabled={pending}>
            {pending ? t('producer.revisions.sending') : t('producer.revisions.reject')}
          </DangerButton>
        </div>
      </form>
    </Modal>
  );
}
