import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { DangerDialogActions, RequiredReason } from './reason-fields.tsx';

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
        <RequiredReason
          label={t('producer.revisions.reason')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setMissing(false);
          }}
          missing={missing}
          missingText={t('producer.revisions.reasonRequired')}
          maxLength={maxReason}
          rows={4}
          hint={t('producer.revisions.reasonHint', { left: maxReason - reason.length })}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <DangerDialogActions
          pending={pending}
          label={pending ? t('producer.revisions.sending') : t('producer.revisions.reject')}
          onCancel={onCancel}
        />
      </form>
    </Modal>
  );
}
