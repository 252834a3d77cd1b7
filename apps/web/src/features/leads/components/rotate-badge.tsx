import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RefreshIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useRotateBadge } from '../api/use-rotate-badge.ts';

/**
 * 'Gerar novo crachá' behind a confirmation: a photographed badge stops working. `onRotated` lets
 * the page say so above the new badge, where it is seen.
 */
export function RotateBadge({ owner, onRotated }: { owner: string; onRotated: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rotate = useRotateBadge(owner);
  const close = () => {
    if (rotate.isPending) return;
    setOpen(false);
  };
  return (
    <div className="flex justify-center">
      <Button
        variant="outline"
        onClick={() => {
          rotate.reset();
          setOpen(true);
        }}
      >
        <RefreshIcon className="size-4" />
        {t('leads.badge.rotate')}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => !next && close()}
        title={t('leads.badge.rotateTitle')}
        description={t('leads.badge.rotateText')}
        closeLabel={t('common.close')}
        width="narrow"
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={rotate.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: () => {
                    setOpen(false);
                    onRotated();
                  },
                })
              }
            >
              {rotate.isPending ? t('leads.badge.rotating') : t('leads.badge.rotateConfirm')}
            </Button>
          </>
        }
      >
        {rotate.isError ? (
          <Alert tone="error">{errorText(rotate.error, t('common.unexpectedError'))}</Alert>
        ) : (
          <p className="text-sm text-ink-600">{t('common.cannotUndo')}</p>
        )}
      </Modal>
    </div>
  );
}
