import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalReason } from '../../../components/reason/reason-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSetVisibility, type VisibilityTarget } from '../api/use-set-visibility.ts';

/** A moderator's 'Ocultar' / 'Mostrar', with an optional reason the author will read. */
export function VisibilityDialog({
  target,
  hide,
  open,
  onOpenChange,
}: {
  target: VisibilityTarget;
  /** true: hide it; false: show it again. */
  hide: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const change = useSetVisibility(target);
  const [reason, setReason] = useState('');
  const id = useId();

  const close = (next: boolean) => {
    if (change.isPending) return;
    onOpenChange(next);
    if (!next) {
      change.reset();
      setReason('');
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={hide ? t('publications.moderation.hideTitle') : t('publications.moderation.showTitle')}
      description={hide ? t('publications.moderation.hideHint') : t('publications.moderation.showHint')}
      closeLabel={t('common.close')}
      width="narrow"
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={change.isPending}>
            {change.isPending
              ? t('publications.moderation.saving')
              : hide
                ? t('publications.moderation.hide')
                : t('publications.moderation.show')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const why = reason.trim();
          change.mutate(why ? { hidden: hide, reason: why } : { hidden: hide }, {
            onSuccess: () => close(false),
          });
        }}
      >
        <OptionalReason
          label={t('publications.moderation.moderatorReason')}
          value={reason}
          onChange={setReason}
          rows={3}
        />
        {change.isError && (
          <Alert tone="error">{errorText(change.error, t('publications.moderation.visibilityFailed'))}</Alert>
        )}
      </form>
    </Modal>
  );
}
