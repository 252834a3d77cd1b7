import { limits } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** 'Limite de Mídias Excedido' when a selection goes past 3 media. */
export function MediaLimitDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('publications.limit.title')}
      closeLabel={t('common.close')}
      width="narrow"
      footer={<Button onClick={() => onOpenChange(false)}>{t('publications.limit.ok')}</Button>}
    >
      <p className="text-sm text-ink-700">
        {t('publications.limit.description', { max: limits.maxMediaPerPost })}
      </p>
    </Modal>
  );
}
