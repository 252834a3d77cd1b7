import type { Publication, PublicationStatus } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSheet } from '../../../components/detail-sheet/detail-sheet.tsx';
import { OptionalReason } from '../../../components/reason/reason-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
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

/** The post with 'Aprovar' and 'Recusar'; the sheet closes once the server agrees. */
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
    <DetailSheet
      open={publication !== null}
      onClose={close}
      title={t('producer.publications.modalTitle', { id: publication?.id ?? '' })}
      fieldsLayout="inline"
      fields={
        publication
          ? [
              {
                term: t('producer.publications.columns.author'),
                termHidden: true,
                value: <span className="font-semibold">{publication.user.name}</span>,
              },
              {
                term: t('producer.publications.columns.date'),
                termHidden: true,
                value: (
                  <span className="text-xs font-normal text-ink-500">
                    {formatInstant(publication.creationDate, currentLocale(), true)}
                  </span>
                ),
              },
              {
                term: t('producer.publications.columns.status'),
                termHidden: true,
                value: <StatusBadge status={publication.status} />,
              },
            ]
          : undefined
      }
      actions={
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
    </DetailSheet>
  );
}
