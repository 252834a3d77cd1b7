import type { MyStand, Property } from '@vitrine/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { BuildingIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useRemoveProperty } from '../api/use-remove-property.ts';
import { useStandDecisions } from '../api/use-stand-decisions.ts';
import { useStandExhibitor } from '../api/use-stand-page.ts';
import { useStandProperties, useStandPropertyRevisions } from '../api/use-stand-properties.ts';
import { useStandTeam } from '../api/use-stand-team.ts';
import { propertyChanges, type StandPropertyRow } from '../lib/property-changes.ts';
import type { TeamViewer } from '../lib/stand-role.ts';
import type { StandPropertyEditorProps } from './stand-property-editor.tsx';
import { StandPropertyList } from './stand-property-list.tsx';

const StandPropertyEditor = lazy(() => import('./stand-property-editor.tsx'));

type Editing = { kind: 'new' } | { kind: 'edit'; row: StandPropertyRow };

/**
 * 'Imóveis': a constructor stand's properties (or any stand's that has some). The OWNER adds,
 * edits and asks to remove them through the organizer's review; STAFF reads the list.
 */
export function StandPropertiesSection({ stand, viewer }: { stand: MyStand; viewer: TeamViewer }) {
  const { t } = useTranslation();
  const exhibitor = useStandExhibitor(stand.exhibitorId);
  const properties = useStandProperties(stand.eventId, stand.exhibitorId);
  const revisions = useStandPropertyRevisions(stand.exhibitorId);
  const team = useStandTeam(stand.exhibitorId);
  const canEdit = viewer === 'OWNER' || viewer === 'ADMIN';
  const live = team.data?.publishWithoutReview === true;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Property | null>(null);
  const remove = useRemoveProperty(stand);
  useStandDecisions(stand);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const hasAny = (properties.data?.length ?? 0) > 0 || (revisions.data?.length ?? 0) > 0;
  const builder = exhibitor.data?.quota === 'CONSTRUCTOR';
  // Other stands have no 'Imóveis' until they have a property; an unreadable list says so.
  if (!builder && !hasAny && !properties.isError) return null;

  const backToList = (text: string | null) => {
    setEditing(null);
    setNotice(text);
    // The form is gone: the section's heading keeps the keyboard (and the reader) in place.
    setTimeout(() => headingRef.current?.focus(), 0);
  };
  const onSaved = (saved: boolean) =>
    backToList(saved ? t('stands.properties.published') : t('stands.properties.sent'));
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (revision) => {
        setRemoving(null);
        backToList(
          revision
            ? t('stands.properties.removalSent', { title: removing.title })
            : t('stands.properties.removed', { title: removing.title }),
        );
      },
    });
  };

  let body: React.ReactNode;
  if (editing && canEdit) {
    const editorProps: StandPropertyEditorProps = {
      stand: { eventId: stand.eventId, exhibitorId: stand.exhibitorId, title: stand.title },
      edit:
        editing.kind === 'edit'
          ? {
              id: editing.row.property.id,
              draft: editing.row.pending?.proposed ?? editing.row.property,
            }
          : undefined,
      onSaved,
      onCancel: () => backToList(null),
    };
    body = (
      <>
        {editing.kind === 'edit' && editing.row.pending && (
          <p className="text-sm text-ink-600">{t('stands.properties.pendingNote')}</p>
        )}
        <Suspense fallback={<ListSkeleton />}>
          <StandPropertyEditor {...editorProps} />
        </Suspense>
      </>
    );
  } else if (properties.isPending || revisions.isPending) {
    body = <ListSkeleton />;
  } else if (properties.isError || revisions.isError) {
    const failed = properties.isError ? properties : revisions;
    body = (
      <StateMessage
        tone="error"
        title={t('stands.properties.loadError')}
        description={errorText(failed.error, t('common.pageLoadErrorHint'))}
        action={{
          label: t('common.retry'),
          onClick: () => {
            void properties.refetch();
            void revisions.refetch();
          },
        }}
      />
    );
  } else {
    const changes = propertyChanges(properties.data, revisions.data);
    body =
      changes.rows.length + changes.newPending.length + changes.newRejected.length === 0 ? (
        <StateMessage
          icon={<BuildingIcon className="size-7" />}
          title={t('stands.properties.emptyTitle')}
          description={canEdit ? t('stands.properties.emptyText') : undefined}
        />
      ) : (
        <StandPropertyList
          changes={changes}
          canEdit={canEdit}
          onEdit={(row) => {
            setNotice(null);
            setEditing({ kind: 'edit', row });
          }}
          onRemove={(property) => {
            remove.reset();
            setRemoving(property);
          }}
        />
      );
  }

  let title = t('stands.properties.title');
  if (editing?.kind === 'new') title = t('stands.properties.newTitle');
  if (editing?.kind === 'edit')
    title = t('stands.properties.editTitle', { title: editing.row.property.title });

  return (
    <section
      id="imoveis"
      aria-labelledby="stand-properties-title"
      className="scroll-mt-20 space-y-4 rounded-3xl border border-ink-100 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <h2
            id="stand-properties-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold break-words text-ink-900 focus:outline-none"
          >
            {title}
          </h2>
          <p className="text-sm text-ink-600">
            {!canEdit
              ? t('stands.properties.staffNote')
              : live
                ? t('stands.properties.introLive')
                : t('stands.properties.intro')}
          </p>
        </div>
        {canEdit && !editing && (
          <Button
            variant="primary"
            size="sm"
            onClick={() => {
              setNotice(null);
              setEditing({ kind: 'new' });
            }}
          >
            <PlusIcon className="size-4" />
            {t('stands.properties.add')}
          </Button>
        )}
      </div>
      {notice && !editing && <Alert tone="success">{notice}</Alert>}
      {body}
      <ConfirmDialog
        open={removing !== null}
        title={t('stands.properties.removeTitle')}
        description={
          live
            ? t('stands.properties.removeLive', { title: removing?.title ?? '' })
            : t('stands.properties.removeText', { title: removing?.title ?? '' })
        }
        confirmLabel={live ? t('stands.properties.remove') : t('stands.properties.askRemoval')}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('producer.common.actionFailed')) : null}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </section>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="space-y-2">
      {[0, 1].map((index) => (
        <Skeleton key={index} className="h-22 w-full rounded-2xl" />
      ))}
    </LoadingRegion>
  );
}
