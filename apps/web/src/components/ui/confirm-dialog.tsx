import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { DangerButton } from './danger-button.tsx';
import { Modal } from './modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** What the button reads while it runs; 'Removendo...' unless the action is not a removal. */
  pendingLabel?: string;
  pending: boolean;
  /** The failure to show, already in the interface language. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deletion asks for confirmation, then reads 'Removendo...' while it runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { open, title, description, confirmLabel, pendingLabel, pending, error, onConfirm, onCancel } = props;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title={title}
      description={description}
      closeLabel={t('common.close')}
      width="narrow"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <DangerButton tone="solid" size="md" onClick={onConfirm} disabled={pending}>
            {pending ? (pendingLabel ?? t('common.removing')) : confirmLabel}
          </DangerButton>
        </>
      }
    >
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : (
        <p className="text-sm text-ink-600">{t('common.cannotUndo')}</p>
      )}
    </Modal>
  );
}
