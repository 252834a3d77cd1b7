import type { Publication, PublicationStatus } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalReason } from '../../../components/reason/reason-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { formatInstant } from '../../../lib/format/dates.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { useModerate } from '../api/use-moderation.ts';
import { ItemHistory } from './item-history.tsx';
import { MediaGallery } from './publication-media.tsx';
import { StatusBadge } from './status-badge.tsx';

interface ModerationModalProps {
  publication: Publication | null;
  onClose: () => void;
}

/** As the original client: the post with 'Aprovar' and 'Recusar'; the modal closes once the server agrees. */
export function ModerationModal({ publication, onClose }: ModerationModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const moderate = useModerate();
  const historyId = useId();
  const [reason, setReason] = useState('');

  const decide = (status: PublicationStatus) => {
    if (!publication) return;
    moderate.mutate(
      { id: publication.id, status, reason },
      {
        onSuccess: () => {
          moderate.reset();
          setReason('');
          onClose();
          toast({
            message: t(
              status === 'APPROVED' ? 'producer.publications.approved' : 'producer.publications.denied',
            ),
          });
        },
      },
    );
  };

  const close = () => {
    if (moderate.isPending) return;
    moderate.reset();
    setReason('');
    onClose();
  };

  return (
    <Modal
      open={publication !== null}
      onOpenChange={(open) => !open && close()}
      title={t('producer.publications.modalTitle', { id: publication?.id ?? '' })}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button
            variant="outline"
            disabled={moderate.isPending || publication?.status === 'DENIED'}
            onClick={() => decide('DENIED')}
          >
            {t('producer.publications.deny')}
          </Button>
          <Button
            variant="primary"
            disabled={moderate.isPending || publication?.status === 'APPROVED'}
            onClick={() => decide('APPROVED')}
          >
            {t('producer.publications.approve')}
          </Button>
        </>
      }
    >
      {publication && (
        <article className="space-y-4">
          <header className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <p className="font-semibold text-ink-900">{publication.user.name}</p>
              <p className="text-xs text-ink-500">
                {formatInstant(publication.creationDate, currentLocale(), true)}
              </p>
            </div>
            <StatusBadge status={publication.status} />
          </header>
          {publication.description ? (
            <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink-800">
              {publication.description}
            </p>
          ) : (
            <p className="text-sm text-ink-500 italic">{t('producer.publications.noText')}</p>
          )}
          <MediaGallery
            urls={publication.images}
            altOf={(index) =>
              t('producer.publications.mediaAlt', { index: index + 1, name: publication.user.name })
            }
          />
          <OptionalReason value={reason} onChange={setReason} />
          <section aria-labelledby={historyId} className="space-y-2">
            <h3 id={historyId} className="text-sm font-semibold text-ink-900">
              {t('producer.moderation.history.title')}
            </h3>
            <ItemHistory item={{ kind: 'publication', id: publication.id }} />
          </section>
          {moderate.isPending && (
            <p role="status" className="text-sm text-ink-500">
              {t('producer.publications.saving')}
            </p>
          )}
          {moderate.isError && (
            <Alert tone="error">{errorText(moderate.error, t('producer.common.actionFailed'))}</Alert>
          )}
        </article>
      )}
    </Modal>
  );
}
