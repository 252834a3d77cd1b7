import { type Event, eventRequestSchema } from '@vitrine/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields, SocialFields } from '../../../components/form/address-social-fields.tsx';
import { DateInput, TimeInput } from '../../../components/form/date-time-fields.tsx';
import type { FieldErrors } from '../../../components/form/form-errors.ts';
import { Checkbox, FormSection, Input, Wide } from '../../../components/form/form-fields.tsx';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import { RecordState } from '../../../components/form/form-states.tsx';
import {
  FormGallery,
  PictureFields,
  type PictureFiles,
  pictureParts,
} from '../../../components/form/image-fields.tsx';
import { FormRichText } from '../../../components/form/rich-text-field.tsx';
import { useProducerForm } from '../../../components/form/use-producer-form.ts';
import { VideoListField } from '../../../components/form/video-list-field.tsx';
import { sendMultipart } from '../../../lib/api/multipart.ts';
import { useRecord } from '../api/form-options.ts';
import { emptyEventValues, eventRequest, eventValues } from '../lib/event-values.ts';
import type { ProducerFormProps } from './form-props.ts';

const maxGallery = 30;

/** 'Criar Evento' (the original client's heading said 'Criar Imóvel' by mistake) and its edit mode (`id`). */
export function EventForm({ id, onDone, onCancel }: ProducerFormProps) {
  const { t } = useTranslation();
  const editing = id !== undefined;
  const record = useRecord<Event>(editing ? `/event/${id}` : null);
  const { form, formRef, values, setValues, errors, setErrors, submission, submit } = useProducerForm(
    emptyEventValues(),
  );
  const [featured, setFeatured] = useState(false);
  const [videos, setVideos] = useState<string[]>([]);
  const [pictures, setPictures] = useState<PictureFiles>({});
  const [gallery, setGallery] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>([]);

  const saved = record.data;
  useEffect(() => {
    if (!saved) return;
    setValues(eventValues(saved));
    setFeatured(saved.featured);
    setVideos(saved.videos);
    setKept(saved.images);
  }, [saved, setValues]);

  const reset = () => {
    setValues(emptyEventValues());
    setFeatured(false);
    setVideos([]);
    setPictures({});
    setGallery([]);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = eventRequest(values, { featured, videos, keptImages: editing ? kept : null });
    const files = [...pictureParts(pictures), ...gallery.map((file) => ['files', file] as const)];
    void submit(
      eventRequestSchema,
      request,
      (body, onProgress) =>
        sendMultipart(
          editing ? `/event/${id}` : '/event',
          editing ? 'PUT' : 'POST',
          'request',
          body,
          files,
          onProgress,
        ),
      (result) => {
        if (!editing) reset();
        onDone(result, (result as Event).id);
      },
      (): FieldErrors =>
        values.dateStart && values.dateEnd && values.dateEnd < values.dateStart
          ? { dateEnd: t('producerForms.errors.dateOrder') }
          : {},
    );
  };

  if (editing && !saved) return <RecordState failed={record.isError} />;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? t('producerForms.event.editTitle') : t('producerForms.event.createTitle')}
      className="max-w-4xl space-y-6"
    >
      <p className="text-sm text-ink-600">{t('producerForms.requiredNote')}</p>
      <FormSection title={t('producerForms.sections.general')}>
        <Wide>
          <Input form={form} name="title" label={t('producerForms.fields.title')} required maxLength={200} />
        </Wide>
        <Input form={form} name="local" label={t('producerForms.event.local')} required maxLength={200} />
        <Input
          form={form}
          name="capacity"
          label={t('producerForms.event.capacity')}
          type="number"
          min={0}
          inputMode="numeric"
        />
        <Wide>
          <Checkbox
            id={`${form.id}-featured`}
            label={t('producerForms.event.featured')}
            checked={featured}
            onChange={setFeatured}
          />
        </Wide>
      </FormSection>
      <FormSection title={t('producerForms.sections.schedule')}>
        <DateInput form={form} name="dateStart" label={t('producerForms.event.dateStart')} required />
        <DateInput form={form} name="dateEnd" label={t('producerForms.event.dateEnd')} required />
        <TimeInput form={form} name="timeStart" label={t('producerForms.fields.timeStart')} required />
        <TimeInput form={form} name="timeEnd" label={t('producerForms.fields.timeEnd')} required />
      </FormSection>
      <FormSection title={t('producerForms.sections.content')}>
        <Wide>
          <FormRichText
            form={form}
            name="description"
            label={t('producerForms.fields.description')}
            required
          />
        </Wide>
        <Wide>
          <FormRichText form={form} name="aboutSponsor" label={t('producerForms.fields.aboutSponsor')} />
        </Wide>
        <Wide>
          <VideoListField
            form={form}
            videos={videos}
            onChange={(next) => {
              setVideos(next);
              setErrors((current) =>
                Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('videos'))),
              );
            }}
          />
        </Wide>
      </FormSection>
      <FormSection title={t('producerForms.sections.images')}>
        <PictureFields form={form} saved={saved} pictures={pictures} onPictures={setPictures} />
        <Wide>
          <FormGallery
            form={form}
            label={t('producerForms.image.gallery')}
            max={maxGallery}
            kept={kept}
            onKept={setKept}
            files={gallery}
            onFiles={setGallery}
          />
        </Wide>
      </FormSection>
      <AddressFields form={form} />
      <SocialFields form={form} prefix="socialMediaRequest" />
      <FormFooter
        submission={submission}
        submitLabel={editing ? t('producerForms.save') : t('producerForms.event.create')}
        hasFieldErrors={Object.keys(errors).length > 0}
        onCancel={onCancel}
        successText={editing ? undefined : t('producer.created.event')}
      />
    </form>
  );
}
