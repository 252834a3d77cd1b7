import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason/reason-dialog.tsx';

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
  return (
    <ReasonDialog
      open={open}
      title={t('producer.revisions.rejectTitle', { name: standTitle })}
      pending={pending}
      error={error}
      reason={{
        label: t('producer.revisions.reason'),
        missingText: t('producer.revisions.reasonRequired'),
        maxLength: maxReason,
        rows: 4,
      }}
      hint={(reason) => t('producer.revisions.reasonHint', { left: maxReason - reason.length })}
      submitLabel={(sending) => (sending ? t('producer.revisions.sending') : t('producer.revisions.reject'))}
      onSubmit={onReject}
      onCancel={onCancel}
    />
  );
}
