import { type Exhibitor, exhibitorRequestSchema, quotaByCode } from '@vitrine/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields, SocialFields } from '../../../components/form/address-social-fields.tsx';
import { Checkbox, FormSection, Input, Select, Wide } from '../../../components/form/form-fields.tsx';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import { RecordState } from '../../../components/form/form-states.tsx';
import {
  type PictureField,
  PictureFields,
  type PictureFiles,
  pictureParts,
} from '../../../components/form/image-fields.tsx';
import { FormRichText } from '../../../components/form/rich-text-field.tsx';
import { useProducerForm } from '../../../components/form/use-producer-form.ts';
import { sendMultipart } from '../../../lib/api/multipart.ts';
import { quotaLabel } from '../../../lib/format/quota-label.ts';
import { idOrNull, useRecord } from '../api/form-options.ts';
import { emptyExhibitorValues, exhibitorRequest, exhibitorValues } from '../lib/exhibitor-values.ts';
import { EventSelect } from './event-select.tsx';
import type { ProducerFormProps } from './form-props.ts';

/** The profile picture first: an exhibitor is known by its logo. */
const pictureOrder: readonly PictureField[] = ['profilePicture', 'coverPhoto', 'coverPhotoMobile'];

/** 'Criar Expositor' and its edit mode (`id`). */
export function ExhibitorForm({ eventId, id, onDone, onCancel }: ProducerFormProps) {
  const { t } = useTranslation();
  const editing = id !== undefined;
  const record = useRecord<Exhibitor>(editing ? `/exhibitor/${id}` : null);
  const { form, formRef, values, setValues, errors, submission, submit } = useProducerForm(
    emptyExhibitorValues(eventId),
  );
  const [sponsor, setSponsor] = useState(false);
  const [pictures, setPictures] = useState<PictureFiles>({});

  const saved = record.data;
  useEffect(() => {
    if (!saved) return;
    setValues(exhibitorValues(saved));
    setSponsor(saved.sponsor);
  }, [saved, setValues]);

  const quotaOptions = Object.entries(quotaByCode).map(([code, quota]) => ({
    value: code,
    // The code is what the request carries; the producer only needs the tier's name.
    label: quotaLabel(quota, t),
  }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const files = pictureParts(pictures);
    void submit(
      exhibitorRequestSchema,
      exhibitorRequest(values, sponsor),
      (body, onProgress) =>
        sendMultipart(
          editing ? `/exhibitor/${id}` : '/exhibitor',
          editing ? 'PUT' : 'POST',
          'exhibitorRequest',
          body,
          files,
          onProgress,
        ),
      (result) => {
        const savedEventId = idOrNull(values.idEvent);
        if (!editing) {
          setValues(emptyExhibitorValues(eventId));
          setSponsor(false);
          setPictures({});
        }
        onDone(result, savedEventId);
      },
    );
  };

  if (editing && !saved) return <RecordState failed={record.isError} />;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? t('producerForms.exhibitor.editTitle') : t('producerForms.exhibitor.createTitle')}
      className="max-w-4xl space-y-6"
    >
      <p className="text-sm text-ink-600">{t('producerForms.requiredNote')}</p>
      <FormSection title={t('producerForms.sections.general')}>
        <Wide>
          <EventSelect form={form} name="idEvent" />
        </Wide>
        <Wide>
          <Input form={form} name="title" label={t('producerForms.fields.title')} required maxLength={200} />
        </Wide>
        <Wide>
          <Input
            form={form}
            name="shortDescription"
            label={t('producerForms.exhibitor.shortDescription')}
            required
            maxLength={300}
          />
        </Wide>
        <Input
          form={form}
          name="category"
          label={t('producerForms.exhibitor.category')}
          required
          maxLength={80}
        />
        <Select
          form={form}
          name="quota"
          label={t('producerForms.exhibitor.quota')}
          options={quotaOptions}
          required
        />
        <Input form={form} name="sector" label={t('producerForms.exhibitor.sector')} maxLength={120} />
        <Input form={form} name="company" label={t('producerForms.fields.company')} maxLength={200} />
        <Input form={form} name="local" label={t('producerForms.exhibitor.local')} maxLength={200} />
        <Wide>
          <Checkbox
            id={`${form.id}-sponsor`}
            label={t('producerForms.exhibitor.sponsor')}
            hint={t('producerForms.exhibitor.sponsorHint')}
            checked={sponsor}
            onChange={setSponsor}
          />
        </Wide>
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
      </FormSection>
      <FormSection title={t('producerForms.sections.images')}>
        <PictureFields
          form={form}
          order={pictureOrder}
          saved={saved}
          pictures={pictures}
          onPictures={setPictures}
        />
      </FormSection>
      <AddressFields form={form} required={false} />
      <SocialFields form={form} prefix="socialMedia" />
      <FormFooter
        submission={submission}
        submitLabel={editing ? t('producerForms.save') : t('producerForms.exhibitor.create')}
        hasFieldErrors={Object.keys(errors).length > 0}
        onCancel={onCancel}
      />
    </form>
  );
}
