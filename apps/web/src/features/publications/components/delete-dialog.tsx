import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useDeletePublication } from '../api/use-delete-publication.ts';

/** Deletion asks for confirmation, then says 'Removendo...' until it is done. */
export function DeleteDialog({
  id,
  open,
  onOpenChange,
}: {
  id: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeletePublication();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
      title={t('publications.delete.title')}
      closeLabel={t('common.close')}
      width="narrow"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t('publications.modal.cancel')}
          </Button>
          <Button
            className="bg-danger-700 hover:bg-danger-700/90"
            disabled={remove.isPending}
            onClick={() => remove.mutate(id, { onSuccess: () => onOpenChange(false) })}
          >
            {remove.isPending ? t('publications.delete.removing') : t('publications.delete.confirm')}
          </Button>
        </>
      }
    >
      {remove.isError ? (
        <Alert tone="error">{errorText(remove.error, t('publications.delete.failed'))}</Alert>
      ) : (
        <p className="text-sm text-ink-600">{t('publications.delete.hint')}</p>
      )}
    </Modal>
  );
}
