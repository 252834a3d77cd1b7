import { useQueryClient } from '@tanstack/react-query';
import type { Event } from '@vitrine/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { producerKey } from '../../../lib/api/producer-keys.ts';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';
import { EventContent, type FormKind, ProducerForm } from '../../content/index.ts';
import { StandTeamSheet } from '../../stands/index.ts';
import { type DeletableKind, useDeleteItem } from '../api/use-delete-item.ts';
import { EventCard } from '../components/event-card.tsx';
import { EventScope } from '../components/event-scope.tsx';

const editTitles: Record<FormKind, { create: TranslationKey; edit: TranslationKey }> = {
  event: { create: 'producer.items.createEvent', edit: 'producer.events.editEvent' },
  exhibitor: { create: 'producer.items.createExhibitor', edit: 'producer.events.editExhibitor' },
  property: { create: 'producer.items.createProperty', edit: 'producer.events.editProperty' },
  speaker: { create: 'producer.events.addSpeaker', edit: 'producer.events.editSpeaker' },
  agenda: { create: 'producer.events.addAgendaItem', edit: 'producer.events.editAgendaItem' },
};

interface Editing {
  kind: FormKind;
  id?: number;
}

interface Removing {
  kind: DeletableKind;
  id: number;
  name: string;
}

/** 'Meus Eventos': the chosen event's card and everything in it, to add, edit or delete. */
export function MyEventsSection({ onCreateEvent }: { onCreateEvent: () => void }) {
  const { t } = useTranslation();
  return (
    <EventScope emptyAction={{ label: t('producer.items.createEvent'), onClick: onCreateEvent }}>
      {(event) => <EventWorkspace key={event.id} event={event} />}
    </EventScope>
  );
}

function EventWorkspace({ event }: { event: Event }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [team, setTeam] = useState<{ id: number; name: string } | null>(null);
  const deleteItem = useDeleteItem();

  const saved = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: producerKey });
    toast({ message: t('producer.common.saved') });
  };
  const confirmRemove = () => {
    if (!removing) return;
    deleteItem.mutate(removing, {
      onSuccess: () => {
        setRemoving(null);
        toast({ message: t('producer.common.removed', { name: removing.name }) });
      },
    });
  };

  return (
    <div className="space-y-6">
      <EventCard
        event={event}
        count={event.participants}
        countLabel={t('producer.events.participants')}
        countText={(count) => t('producer.events.participantsCount', { count })}
      >
        <Link to={`/event/${event.id}`} className={buttonClass({ variant: 'accent', size: 'sm' })}>
          {t('producer.events.publicPage')}
        </Link>
        <Button variant="outline" size="sm" onClick={() => setEditing({ kind: 'event', id: event.id })}>
          {t('producer.events.editEvent')}
        </Button>
        <DangerButton
          onClick={() => {
            deleteItem.reset();
            setRemoving({ kind: 'event', id: event.id, name: event.title });
          }}
        >
          {t('producer.events.deleteEvent')}
        </DangerButton>
      </EventCard>

      <EventContent
        eventId={event.id}
        actions={{
          edit: (kind, id) => setEditing({ kind, id }),
          remove: (kind, id, name) => {
            deleteItem.reset();
            setRemoving({ kind, id, name });
          },
          team: (id, name) => setTeam({ id, name }),
        }}
      />

      <StandTeamSheet stand={team} onClose={() => setTeam(null)} />

      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? t(editing.id ? editTitles[editing.kind].edit : editTitles[editing.kind].create) : ''}
        closeLabel={t('common.close')}
      >
        {editing && (
          <ProducerForm
            kind={editing.kind}
            id={editing.id}
            eventId={event.id}
            onDone={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={removing !== null}
        title={t('producer.common.deleteTitle')}
        description={t('producer.common.deleteText', { name: removing?.name ?? '' })}
        confirmLabel={t('producer.common.delete')}
        pending={deleteItem.isPending}
        error={deleteItem.isError ? errorText(deleteItem.error, t('producer.common.actionFailed')) : null}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
