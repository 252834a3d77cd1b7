import { type Agenda, agendaItemRequestSchema, limits } from '@vitrine/contract';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTextToIso, isoToDateText } from '../../../components/form/date-text.ts';
import { DateInput, TimeInput } from '../../../components/form/date-time-fields.tsx';
import type { FieldErrors } from '../../../components/form/form-errors.ts';
import { FormSection, Input, TextArea, Wide } from '../../../components/form/form-fields.tsx';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import { RecordState } from '../../../components/form/form-states.tsx';
import { useProducerForm } from '../../../components/form/use-producer-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { apiRequest } from '../../../lib/api/client.ts';
import { idOrNull, useEventDetails, useRecord } from '../api/form-options.ts';
import { EventSelect } from './event-select.tsx';
import type { ProducerFormProps } from './form-props.ts';
import { SessionStatus } from './session-status.tsx';
import { SpeakerPicker } from './speaker-picker.tsx';

const emptyValues = (eventId?: number): Record<string, string> => ({
  eventId: eventId ? String(eventId) : '',
  date: '',
  timeStart: '',
  timeEnd: '',
  theme: '',
  description: '',
  stage: '',
});

/** An item of an event's schedule; edit mode needs `eventId` too (items are read per event). */
export function AgendaItemForm({ eventId, id, onDone, onCancel }: ProducerFormProps) {
  const { t } = useTranslation();
  const editing = id !== undefined;
  const agenda = useRecord<Agenda>(editing && eventId ? `/agenda/event/${eventId}` : null);
  const { form, formRef, values, setValues, errors, submission, submit } = useProducerForm(
    emptyValues(eventId),
  );
  const [speakerIds, setSpeakerIds] = useState<number[]>([]);
  const selectedEvent = idOrNull(values.eventId);
  const event = useEventDetails(selectedEvent);
  const start = dateTextToIso(event.data?.dateStart);
  const end = dateTextToIso(event.data?.dateEnd);

  const found = useMemo(
    () =>
      Object.entries(agenda.data ?? {})
        .flatMap(([date, items]) => items.map((item) => ({ date, item })))
        .find(({ item }) => item.id === id),
    [agenda.data, id],
  );
  useEffect(() => {
    if (!found) return;
    setValues({
      eventId: String(eventId),
      date: dateTextToIso(found.date),
      timeStart: found.item.timeStart,
      timeEnd: found.item.timeEnd,
      theme: found.item.theme,
      description: found.item.description,
      stage: found.item.stage ?? '',
    });
    setSpeakerIds(found.item.speaker.map((speaker) => speaker.id));
  }, [found, eventId, setValues]);

  // Beyond the schema: the day falls within the event, and the item ends after it starts.
  const check = (): FieldErrors => {
    const problems: FieldErrors = {};
    if (values.date && start && end && (values.date < start || values.date > end)) {
      problems.date = t('producerForms.errors.dateOutside', {
        start: event.data?.dateStart,
        end: event.data?.dateEnd,
      });
    }
    if (values.timeStart && values.timeEnd && values.timeEnd <= values.timeStart) {
      problems.timeEnd = t('producerForms.errors.timeOrder');
    }
    return problems;
  };

  const onSubmit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    const request = {
      eventId: values.eventId || undefined,
      date: values.date ? isoToDateText(values.date) : undefined,
      timeStart: values.timeStart || undefined,
      timeEnd: values.timeEnd || undefined,
      theme: values.theme,
      description: values.description ?? '',
      // Empty clears the stage.
      stage: values.stage ?? '',
      speakerIds,
    };
    void submit(
      agendaItemRequestSchema,
      request,
      (body) => apiRequest(editing ? `/agenda/${id}` : '/agenda', { method: editing ? 'PUT' : 'POST', body }),
      (result) => {
        if (!editing) {
          setValues({ ...emptyValues(eventId), eventId: values.eventId ?? '' });
          setSpeakerIds([]);
        }
        onDone(result);
      },
      check,
    );
  };

  if (editing && !found) {
    if (agenda.isSuccess || !eventId) return <Alert tone="error">{t('producerForms.agenda.notFound')}</Alert>;
    return <RecordState failed={agenda.isError} />;
  }
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? t('producerForms.agenda.editTitle') : t('producerForms.agenda.createTitle')}
      className="max-w-4xl space-y-6"
    >
      <p className="text-sm text-ink-600">{t('producerForms.requiredNote')}</p>
      <FormSection title={t('producerForms.sections.general')}>
        <Wide>
          <EventSelect form={form} name="eventId" onPick={() => setSpeakerIds([])} />
        </Wide>
        <Wide>
          <Input form={form} name="theme" label={t('producerForms.agenda.theme')} required maxLength={300} />
        </Wide>
        <Wide>
          <DateInput
            form={form}
            name="date"
            label={t('producerForms.agenda.date')}
            required
            hint={event.data ? `${event.data.dateStart} – ${event.data.dateEnd}` : undefined}
          />
        </Wide>
        <TimeInput form={form} name="timeStart" label={t('producerForms.fields.timeStart')} required />
        <TimeInput form={form} name="timeEnd" label={t('producerForms.fields.timeEnd')} required />
        <Wide>
          <Input
            form={form}
            name="stage"
            label={t('producerForms.agenda.stage')}
            hint={t('producerForms.agenda.stageHint')}
            maxLength={limits.stageLength}
          />
        </Wide>
        {editing && (
          <Wide>
            <p className="text-sm text-ink-600">{t('producerForms.agenda.starrersTold')}</p>
          </Wide>
        )}
        <Wide>
          <TextArea form={form} name="description" label={t('producerForms.fields.description')} />
        </Wide>
        <Wide>
          <SpeakerPicker form={form} eventId={selectedEvent} selected={speakerIds} onChange={setSpeakerIds} />
        </Wide>
      </FormSection>
      {editing && found && (
        <SessionStatus
          id={found.item.id}
          cancelled={found.item.cancelled}
          onChanged={() => void agenda.refetch()}
        />
      )}
      <FormFooter
        submission={submission}
        submitLabel={editing ? t('producerForms.save') : t('producerForms.agenda.create')}
        hasFieldErrors={Object.keys(errors).length > 0}
        onCancel={onCancel}
      />
    </form>
  );
}
