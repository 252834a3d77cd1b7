import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert.tsx';
import { Modal } from '../ui/modal.tsx';
import { DangerDialogActions, RequiredReason } from './reason-fields.tsx';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  description?: string;
  pending: boolean;
  error: string | null;
  /** The reason's label, what it says when sent empty, its length and box size. */
  reason: { label: string; missingText: string; maxLength: number; rows: number };
  /** Under the box, from what is typed (a count of what is left, say). */
  hint?: (reason: string) => ReactNode;
  /** The danger button's text, while sending and not. */
  submitLabel: (pending: boolean) => string;
  /** Called with the trimmed reason, never empty. */
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  /** Choices above the reason (a mute's duration). */
  children?: ReactNode;
}

/**
 * A decision that needs a reason the other side will read (refusing a stand's change, muting a
 * member): the reason is required, and sending it empty says so on the field.
 */
export function ReasonDialog({
  open,
  title,
  description,
  pending,
  error,
  reason: field,
  hint,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onSubmit(reason.trim());
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title={title}
      description={description}
      closeLabel={t('common.close')}
      width="narrow"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {children}
        <RequiredReason
          label={field.label}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setMissing(false);
          }}
          missing={missing}
          missingText={field.missingText}
          maxLength={field.maxLength}
          rows={field.rows}
          hint={hint?.(reason)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <DangerDialogActions pending={pending} label={submitLabel(pending)} onCancel={onCancel} />
      </form>
    </Modal>
  );
}
