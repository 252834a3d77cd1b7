import { recommendedImageSizes, type Speaker, speakerRequestSchema } from '@vitrine/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../../../components/form/form-errors.ts';
import { FormSection, Input, Wide } from '../../../components/form/form-fields.tsx';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import { RecordState } from '../../../components/form/form-states.tsx';
import { ImageField } from '../../../components/form/image-fields.tsx';
import { FormRichText } from '../../../components/form/rich-text-field.tsx';
import { useProducerForm } from '../../../components/form/use-producer-form.ts';
import { sendMultipart } from '../../../lib/api/multipart.ts';
import { useRecord } from '../api/form-options.ts';
import { EventSelect } from './event-select.tsx';
import type { ProducerFormProps } from './form-props.ts';

const emptyValues = (eventId?: number): Record<string, string> => ({
  eventId: eventId ? String(eventId) : '',
  name: '',
  company: '',
  office: '',
  description: '',
});

const orNull = (value: string | undefined) => (value?.trim() ? value : null);

/** A speaker of an event, with a profile picture; edit mode with `id` (a speaker read has no event: pass `eventId`). */
export function SpeakerForm({ eventId, id, onDone, onCancel }: ProducerFormProps) {
  const { t } = useTranslation();
  const editing = id !== undefined;
  const record = useRecord<Speaker>(editing ? `/speaker/${id}` : null);
  const { form, formRef, values, setValues, errors, submission, submit } = useProducerForm(
    emptyValues(eventId),
  );
  const [picture, setPicture] = useState<File | null>(null);

  const saved = record.data;
  useEffect(() => {
    if (!saved) return;
    setValues({
      eventId: eventId ? String(eventId) : '',
      name: saved.name,
      company: saved.company ?? '',
      office: saved.office ?? '',
      description: saved.description,
    });
  }, [saved, eventId, setValues]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      eventId: values.eventId || undefined,
      name: values.name,
      company: orNull(values.company),
      office: orNull(values.office),
      description: values.description ?? '',
    };
    void submit(
      speakerRequestSchema,
      request,
      (body, onProgress) =>
        sendMultipart(
          editing ? `/speaker/${id}` : '/speaker',
          editing ? 'PUT' : 'POST',
          'request',
          body,
          [['profilePicture', picture]],
          onProgress,
        ),
      (result) => {
        if (!editing) {
          setValues(emptyValues(eventId));
          setPicture(null);
        }
        onDone(result);
      },
    );
  };

  if (editing && !saved) return <RecordState failed={record.isError} />;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? t('producerForms.speaker.editTitle') : t('producerForms.speaker.createTitle')}
      className="max-w-4xl space-y-6"
    >
      <p className="text-sm text-ink-600">{t('producerForms.requiredNote')}</p>
      <FormSection title={t('producerForms.sections.general')}>
        <Wide>
          <EventSelect form={form} name="eventId" />
        </Wide>
        <Wide>
          <Input
            form={form}
            name="name"
            label={t('producerForms.speaker.name')}
            required
            maxLength={200}
            autoComplete="off"
          />
        </Wide>
        <Input form={form} name="company" label={t('producerForms.fields.company')} maxLength={200} />
        <Input form={form} name="office" label={t('producerForms.speaker.office')} maxLength={200} />
        <Wide>
          <FormRichText form={form} name="description" label={t('producerForms.fields.description')} />
        </Wide>
        <ImageField
          id={fieldId(form.id, 'profilePicture')}
          label={t('producerForms.image.profilePicture')}
          size={recommendedImageSizes.profilePicture}
          current={saved?.profilePicture}
          file={picture}
          onFile={setPicture}
          error={errors.profilePicture}
          onError={(message) => form.setError('profilePicture', message)}
        />
      </FormSection>
      <FormFooter
        submission={submission}
        submitLabel={editing ? t('producerForms.save') : t('producerForms.speaker.create')}
        hasFieldErrors={Object.keys(errors).length > 0}
        onCancel={onCancel}
      />
    </form>
  );
}
