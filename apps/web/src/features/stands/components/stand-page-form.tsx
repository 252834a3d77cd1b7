import { useQueryClient } from '@tanstack/react-query';
import {
  type Exhibitor,
  exhibitorRequestSchema,
  type StandPage,
  type StandRevision,
} from '@vitrine/contract';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SocialFields } from '../../../components/form/address-social-fields.tsx';
import { FormSection, Input, Wide } from '../../../components/form/form-fields.tsx';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import {
  type PictureField,
  PictureFields,
  type PictureFiles,
  pictureParts,
} from '../../../components/form/image-fields.tsx';
import { FormRichText } from '../../../components/form/rich-text-field.tsx';
import { useProducerForm } from '../../../components/form/use-producer-form.ts';
import { sendMultipart } from '../../../lib/api/multipart.ts';
import { exhibitorRequest, exhibitorValues } from '../../content/stand-forms.ts';
import { refreshStandPage } from '../api/use-stand-page.ts';

const pictureOrder: readonly PictureField[] = ['profilePicture', 'coverPhoto', 'coverPhotoMobile'];

/** A 202 answers with the saved revision, a 200 (publish without review) with the exhibitor. */
const isRevision = (saved: unknown): saved is StandRevision =>
  typeof saved === 'object' && saved !== null && 'proposed' in saved;

/**
 * The stand OWNER's page form: the producer's exhibitor form fields for the page only (short
 * description, description, about, pictures, links). The rest of the exhibitor goes back as it
 * is, since `PUT exhibitor/{id}` takes the whole form. A change awaiting the organizer fills
 * the page fields: a new save replaces it, so editing starts from it, not from the live page.
 */
export default function StandPageForm({
  exhibitor,
  pending,
}: {
  exhibitor: Exhibitor;
  pending: StandPage | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const base = useMemo(() => (pending ? { ...exhibitor, ...pending } : exhibitor), [exhibitor, pending]);
  const { form, formRef, values, setValues, errors, submission, submit } = useProducerForm(
    exhibitorValues(base),
  );
  const [pictures, setPictures] = useState<PictureFiles>({});
  const [outcome, setOutcome] = useState<'pending' | 'live'>('pending');

  useEffect(() => setValues(exhibitorValues(base)), [base, setValues]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      exhibitorRequestSchema,
      exhibitorRequest(values, exhibitor.sponsor),
      (body, onProgress) =>
        sendMultipart(
          `/exhibitor/${exhibitor.id}`,
          'PUT',
          'exhibitorRequest',
          body,
          pictureParts(pictures),
          onProgress,
        ),
      (saved) => {
        setOutcome(isRevision(saved) ? 'pending' : 'live');
        setPictures({});
        refreshStandPage(queryClient, exhibitor.id, !isRevision(saved));
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('stands.page.formLabel')}
      className="space-y-6"
    >
      <p className="text-sm text-ink-600">
        {pending && `${t('stands.page.pendingNote')} `}
        {t('producerForms.requiredNote')}
      </p>
      <FormSection title={t('producerForms.sections.content')}>
        <Wide>
          <Input
            form={form}
            name="shortDescription"
            label={t('producerForms.exhibitor.shortDescription')}
            required
            maxLength={300}
          />
        </Wide>
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
          saved={base}
          pictures={pictures}
          onPictures={setPictures}
        />
      </FormSection>
      <SocialFields form={form} prefix="socialMedia" />
      <FormFooter
        submission={submission}
        submitLabel={t('stands.page.save')}
        hasFieldErrors={Object.keys(errors).length > 0}
        successText={outcome === 'live' ? t('stands.page.published') : t('stands.page.sent')}
      />
    </form>
  );
}
