import { useMutation } from '@tanstack/react-query';
import type { AgendaItem } from '@vitrine/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection, Wide } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { apiRequest } from '../../../lib/api/client.ts';

interface SessionStatusProps {
  id: number;
  cancelled: boolean;
  /** After the change is saved: the form reads the item again. */
  onChanged: () => void;
}

/**
 * Cancelling keeps the session listed, flagged, and tells who starred it (and their calendars);
 * so does taking it back. Cancelling asks first; taking back does not need to.
 */
export function SessionStatus({ id, cancelled, onChanged }: SessionStatusProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (next: boolean) =>
      apiRequest<AgendaItem>(`/agenda/${id}/cancel`, { method: 'PATCH', body: { cancelled: next } }),
    onSuccess: () => {
      setConfirming(false);
      onChanged();
    },
  });
  const failed = change.isError ? t('producerForms.agenda.statusFailed') : null;

  return (
    <FormSection title={t('producerForms.agenda.statusTitle')}>
      <Wide>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-700" aria-live="polite">
            {cancelled
              ? t('producerForms.agenda.statusCancelled')
              : t('producerForms.agenda.statusScheduled')}
          </p>
          {cancelled ? (
            <Button variant="outline" onClick={() => change.mutate(false)} disabled={change.isPending}>
              {t('producerForms.agenda.restore')}
            </Button>
          ) : (
            <DangerButton
              tone="quiet"
              size="md"
              onClick={() => setConfirming(true)}
              disabled={change.isPending}
            >
              {t('producerForms.agenda.cancelSession')}
            </DangerButton>
          )}
        </div>
        {failed && !confirming && (
          <div className="mt-3">
            <Alert tone="error">{failed}</Alert>
          </div>
        )}
      </Wide>
      <Modal
        open={confirming}
        onOpenChange={(next) => !next && !change.isPending && setConfirming(false)}
        title={t('producerForms.agenda.cancelTitle')}
        closeLabel={t('common.close')}
        width="narrow"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={change.isPending}>
              {t('producerForms.agenda.keepSession')}
            </Button>
            <DangerButton
              tone="solid"
              size="md"
              onClick={() => change.mutate(true)}
              disabled={change.isPending}
            >
              {change.isPending
                ? t('producerForms.agenda.cancelling')
                : t('producerForms.agenda.cancelSession')}
            </DangerButton>
          </>
        }
      >
        {failed ? (
          <Alert tone="error">{failed}</Alert>
        ) : (
          <p className="text-sm text-ink-600">{t('producerForms.agenda.cancelText')}</p>
        )}
      </Modal>
    </FormSection>
  );
}
