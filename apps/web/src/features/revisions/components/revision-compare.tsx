import type { StandPage, StandRevision } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';

type PageField = keyof StandPage;

const fieldLabels: Record<PageField, TranslationKey> = {
  shortDescription: 'producerForms.exhibitor.shortDescription',
  description: 'producerForms.fields.description',
  aboutSponsor: 'producerForms.fields.aboutSponsor',
  socialMedia: 'producer.revisions.socialMedia',
  profilePicture: 'producerForms.image.profilePicture',
  coverPhoto: 'producerForms.image.coverPhoto',
  coverPhotoMobile: 'producerForms.image.coverPhotoMobile',
};

const socialLabels: Record<keyof StandPage['socialMedia'], TranslationKey> = {
  whatsapp: 'producerForms.social.whatsapp',
  site: 'producerForms.social.site',
  facebook: 'producerForms.social.facebook',
  instagram: 'producerForms.social.instagram',
  linkedin: 'producerForms.social.linkedin',
  spotify: 'producerForms.social.spotify',
  youtube: 'producerForms.social.youtube',
  twitter: 'producerForms.social.twitter',
};

const order = Object.keys(fieldLabels) as PageField[];

/** The changed fields of a stand page, what the public page shows beside what the OWNER proposes. */
export function RevisionCompare({ revision }: { revision: StandRevision }) {
  const { t } = useTranslation();
  const fields = order.filter((field) => revision.changed.includes(field));
  return (
    <div className="space-y-4">
      {fields.map((field) => (
        <section
          key={field}
          aria-labelledby={`revision-${revision.id}-${field}`}
          className="rounded-2xl border border-ink-100 bg-white p-4"
        >
          <h3 id={`revision-${revision.id}-${field}`} className="font-semibold text-ink-900">
            {t(fieldLabels[field])}
          </h3>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Side label={t('producer.revisions.current')} tone="current">
              <FieldValue page={revision.current} field={field} />
            </Side>
            <Side label={t('producer.revisions.proposed')} tone="proposed">
              <FieldValue page={revision.proposed} field={field} />
            </Side>
          </div>
        </section>
      ))}
    </div>
  );
}

/** One side of a comparison: what is live now, or what is proposed (highlighted). */
export function Side({
  label,
  tone,
  children,
}: {
  label: string;
  tone: 'current' | 'proposed';
  children: React.ReactNode;
}) {
  return (
    <div
      className={`min-w-0 rounded-xl p-3 ${tone === 'proposed' ? 'bg-gold-100/60 ring-1 ring-gold-300' : 'bg-ink-50'}`}
    >
      <p className="text-xs font-semibold tracking-[0.1em] text-ink-600 uppercase">{label}</p>
      <div className="mt-2 text-sm break-words text-ink-900">{children}</div>
    </div>
  );
}

function FieldValue({ page, field }: { page: StandPage; field: PageField }) {
  const { t } = useTranslation();
  const empty = <p className="text-ink-500 italic">{t('producer.revisions.empty')}</p>;
  switch (field) {
    case 'description':
    case 'aboutSponsor': {
      const html = page[field];
      return html ? <RichText html={html} /> : empty;
    }
    case 'shortDescription':
      return page.shortDescription ? <p>{page.shortDescription}</p> : empty;
    case 'socialMedia': {
      const links = (Object.keys(socialLabels) as (keyof StandPage['socialMedia'])[]).filter(
        (key) => page.socialMedia[key],
      );
      if (links.length === 0) return empty;
      return (
        <dl className="space-y-1">
          {links.map((key) => (
            <div key={key} className="flex flex-wrap gap-x-2">
              <dt className="font-medium">{t(socialLabels[key])}:</dt>
              <dd className="min-w-0 break-all">{page.socialMedia[key]}</dd>
            </div>
          ))}
        </dl>
      );
    }
    default: {
      const src = page[field];
      return src ? (
        <MediaImage
          src={src}
          sizes="240px"
          alt={t(fieldLabels[field])}
          className={`rounded-lg border border-ink-100 bg-white object-cover ${field === 'profilePicture' ? 'size-24' : 'aspect-[16/9] w-full max-w-60'}`}
        />
      ) : (
        empty
      );
    }
  }
}
