import type { Property, PropertyRevision, PropertyRevisionAction } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { BuildingIcon, ClockIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import type { StandPropertyChanges, StandPropertyRow } from '../lib/property-changes.ts';

const actionNames: Record<PropertyRevisionAction, TranslationKey> = {
  CREATE: 'stands.properties.action.CREATE',
  UPDATE: 'stands.properties.action.UPDATE',
  DELETE: 'stands.properties.action.DELETE',
};

const moment = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

interface StandPropertyListProps {
  changes: StandPropertyChanges;
  canEdit: boolean;
  onEdit: (row: StandPropertyRow) => void;
  onRemove: (property: Property) => void;
}

/** The stand's properties, each with where its change stands with the organizer. */
export function StandPropertyList({ changes, canEdit, onEdit, onRemove }: StandPropertyListProps) {
  const { t } = useTranslation();
  const { rows, newPending, newRejected } = changes;
  return (
    <div className="space-y-4">
      <ul aria-label={t('stands.properties.listLabel')} className="space-y-2">
        {newPending.map((revision) => (
          <Row key={`new-${revision.id}`} draft={revision.proposed} pending={revision} rejected={null} />
        ))}
        {rows.map((row) => (
          <Row key={row.property.id} draft={row.property} pending={row.pending} rejected={row.rejected}>
            {canEdit && (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onEdit(row)}
                  aria-label={t('stands.properties.editOf', { title: row.property.title })}
                >
                  <PencilIcon className="size-4" />
                  {t('stands.properties.edit')}
                </Button>
                {row.pending?.action !== 'DELETE' && (
                  <DangerButton
                    onClick={() => onRemove(row.property)}
                    aria-label={t('stands.properties.removeOf', { title: row.property.title })}
                  >
                    <TrashIcon className="size-4" />
                    {t('stands.properties.remove')}
                  </DangerButton>
                )}
              </>
            )}
          </Row>
        ))}
      </ul>
      {newRejected.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-700 uppercase">
            {t('stands.properties.refusedNew')}
          </h3>
          <ul className="space-y-2">
            {newRejected.map((revision) => (
              <Row key={revision.id} draft={revision.proposed} pending={null} rejected={revision} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

interface RowProps {
  draft: Pick<Property, 'title' | 'images' | 'address'> | null;
  pending: PropertyRevision | null;
  rejected: PropertyRevision | null;
  children?: React.ReactNode;
}

function Row({ draft, pending, rejected, children }: RowProps) {
  const { t } = useTranslation();
  const picture = draft?.images[0];
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-2xl border border-ink-100 bg-white p-3 shadow-xs">
      {picture ? (
        <MediaImage src={picture} sizes="64px" alt="" className="size-16 shrink-0 rounded-xl object-cover" />
      ) : (
        <div className="grid size-16 shrink-0 place-items-center rounded-xl bg-ink-50 text-ink-400">
          <BuildingIcon className="size-6" />
        </div>
      )}
      <div className="min-w-0 flex-1 basis-48 space-y-1">
        <p className="font-medium break-words text-ink-900">{draft?.title}</p>
        {draft && (
          <p className="text-sm break-words text-ink-600">
            {[draft.address.logradouro, draft.address.localidade].filter(Boolean).join(' · ')}
          </p>
        )}
        {pending?.action === 'UPDATE' && pending.proposed && pending.proposed.title !== draft?.title && (
          // The row names the property as published; a rename waiting for the organizer shows here.
          <p className="text-sm break-words text-ink-700">
            {t('stands.properties.proposedTitle', { title: pending.proposed.title })}
          </p>
        )}
        {pending && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="inline-flex items-center gap-1.5 rounded-full border border-gold-300 bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-ink-900">
              <ClockIcon className="size-3.5 shrink-0" />
              {t('stands.properties.pending', { action: t(actionNames[pending.action]) })}
            </span>
            <span className="text-xs text-ink-500">
              {t('stands.properties.sentAt', { when: moment(pending.createdAt) })}
            </span>
          </p>
        )}
        {rejected && (
          <p className="rounded-xl border border-danger-700/20 bg-danger-50 px-3 py-2 text-sm break-words text-danger-700">
            {t('stands.properties.rejected', {
              action: t(actionNames[rejected.action]),
              reason: rejected.reason ?? '',
            })}
          </p>
        )}
      </div>
      {children && <div className="flex w-full flex-wrap justify-end gap-2 sm:w-auto">{children}</div>}
    </li>
  );
}
