import { type Exhibitor, type Property, type PropertyDraft, propertyRequestSchema } from '@vitrine/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-social-fields.tsx';
import { FormSection, Input, Select, Wide } from '../../../components/form/form-fields.tsx';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import { RecordState } from '../../../components/form/form-states.tsx';
import { FormGallery } from '../../../components/form/image-fields.tsx';
import { FormRichText } from '../../../components/form/rich-text-field.tsx';
import { useProducerForm } from '../../../components/form/use-producer-form.ts';
import { sendMultipart } from '../../../lib/api/multipart.ts';
import { idOrNull, useExhibitorOptions, useRecord } from '../api/form-options.ts';
import { emptyPropertyValues, propertyRequest, propertyValues } from '../lib/property-values.ts';
import { EventSelect } from './event-select.tsx';
import type { ProducerFormProps } from './form-props.ts';

/** A property shows at most ten images. */
const maxImages = 10;

/** The stand a constructor's OWNER edits from the exhibitor area: no event or owner to pick. */
export interface PropertyStand {
  eventId: number;
  exhibitorId: number;
  title: string;
}

export interface PropertyFormProps extends ProducerFormProps {
  stand?: PropertyStand;
  /**
   * What an edit starts from instead of reading the property: the change awaiting the organizer
   * when there is one (a new save replaces it), else the published property.
   */
  draft?: PropertyDraft;
}

/** 'Criar Imóvel' and its edit mode (`id`); with `stand`, a stand OWNER's property. */
export function PropertyForm({ eventId, id, onDone, onCancel, stand, draft }: PropertyFormProps) {
  const { t } = useTranslation();
  const editing = id !== undefined;
  const formEventId = stand?.eventId ?? eventId;
  const record = useRecord<Property>(editing && !draft ? `/routeImmobile/${id}` : null);
  // A property read does not name its event: its owner does.
  const owner = useRecord<Exhibitor>(
    editing && !formEventId && record.data ? `/exhibitor/${record.data.exhibitorId}` : null,
  );
  const { form, formRef, values, setValues, errors, submission, submit } = useProducerForm(
    emptyPropertyValues(formEventId, stand?.exhibitorId),
  );
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>([]);
  const exhibitors = useExhibitorOptions(stand ? null : idOrNull(values.eventId));

  const saved = draft ?? record.data;
  const savedEventId = formEventId ?? owner.data?.eventId ?? null;
  const ready = !editing || (saved !== undefined && savedEventId !== null);
  useEffect(() => {
    if (!saved || savedEventId === null) return;
    setValues(propertyValues(saved, savedEventId));
    setKept(saved.images);
  }, [saved, savedEventId, setValues]);

  const statusOptions = [
    { value: '1', label: `1 · ${t('producerForms.status.ready')}` },
    { value: '2', label: `2 · ${t('producerForms.status.launch')}` },
    { value: '3', label: `3 · ${t('producerForms.status.underConstruction')}` },
    { value: '4', label: `4 · ${t('producerForms.status.soonLaunch')}` },
  ];
  const ownerOptions = (exhibitors.data ?? []).map((exhibitor) => ({
    value: String(exhibitor.id),
    label: exhibitor.title,
  }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      propertyRequestSchema,
      propertyRequest(values, editing ? kept : null),
      (body, onProgress) =>
        sendMultipart(
          editing ? `/routeImmobile/${id}` : '/routeImmobile',
          editing ? 'PUT' : 'POST',
          'request',
          body,
          files.map((file) => ['files', file] as const),
          onProgress,
        ),
      (result) => {
        const savedEventId = idOrNull(values.eventId);
        if (!editing) {
          setValues(emptyPropertyValues(formEventId, stand?.exhibitorId));
          setFiles([]);
        }
        onDone(result, savedEventId);
      },
    );
  };

  if (!ready) return <RecordState failed={record.isError || owner.isError} />;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? t('producerForms.property.editTitle') : t('producerForms.property.createTitle')}
      className="max-w-4xl space-y-6"
    >
      <p className="text-sm text-ink-600">{t('producerForms.requiredNote')}</p>
      <FormSection title={t('producerForms.sections.general')}>
        {stand ? (
          <Wide>
            <p className="text-sm text-ink-700">
              <span className="font-medium">{t('producerForms.property.owner')}:</span> {stand.title}
            </p>
          </Wide>
        ) : (
          <>
            <EventSelect form={form} name="eventId" onPick={() => form.set('exhibitorsId', '')} />
            <div>
              <Select
                form={form}
                name="exhibitorsId"
                label={t('producerForms.property.owner')}
                options={ownerOptions}
                required
                disabled={!values.eventId}
              />
              {exhibitors.isSuccess && ownerOptions.length === 0 && (
                <p className="mt-1 text-xs text-ink-500">{t('producerForms.property.noOwners')}</p>
              )}
            </div>
          </>
        )}
        <Wide>
          <Input form={form} name="title" label={t('producerForms.fields.title')} required maxLength={200} />
        </Wide>
        <Select
          form={form}
          name="status"
          label={t('producerForms.property.status')}
          options={statusOptions}
          required
        />
        <Input form={form} name="contact" label={t('producerForms.property.contact')} maxLength={120} />
        <Input
          form={form}
          name="room"
          label={t('producerForms.property.room')}
          type="number"
          min={0}
          max={100}
          inputMode="numeric"
          required
        />
        <Input
          form={form}
          name="suites"
          label={t('producerForms.property.suites')}
          type="number"
          min={0}
          max={100}
          inputMode="numeric"
          required
        />
        <Input
          form={form}
          name="size"
          label={t('producerForms.property.size')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          required
        />
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
          <FormGallery
            form={form}
            label={t('producerForms.image.propertyImages')}
            max={maxImages}
            kept={kept}
            onKept={setKept}
            files={files}
            onFiles={setFiles}
          />
        </Wide>
      </FormSection>
      <AddressFields form={form} />
      <FormFooter
        submission={submission}
        submitLabel={editing ? t('producerForms.save') : t('producerForms.property.create')}
        hasFieldErrors={Object.keys(errors).length > 0}
        onCancel={onCancel}
      />
    </form>
  );
}
