import type { PropertyDraft, PropertyRevision, PropertyStatus } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { Side } from './revision-compare.tsx';

type PropertyField =
  | 'title'
  | 'status'
  | 'room'
  | 'suites'
  | 'size'
  | 'contact'
  | 'address'
  | 'description'
  | 'images';

const fieldLabels: Record<PropertyField, TranslationKey> = {
  title: 'producerForms.fields.title',
  status: 'producerForms.property.status',
  room: 'producerForms.property.room',
  suites: 'producerForms.property.suites',
  size: 'producerForms.property.size',
  contact: 'producerForms.property.contact',
  address: 'producerForms.sections.address',
  description: 'producerForms.fields.description',
  images: 'producerForms.image.propertyImages',
};

const statusLabels: Record<PropertyStatus, TranslationKey> = {
  READY: 'event.properties.status.READY',
  LAUNCH: 'event.properties.status.LAUNCH',
  UNDER_CONSTRUCTION: 'event.properties.status.UNDER_CONSTRUCTION',
  SOON_LAUNCH: 'event.properties.status.SOON_LAUNCH',
};

const order = Object.keys(fieldLabels) as PropertyField[];
/** Shown whole (a new property, a removal), these take a full row; the short ones pair up. */
const wideFields = new Set<PropertyField>(['title', 'address', 'description', 'images']);

/**
 * A stand's property change: for an edit, the changed fields as the route shows them beside the
 * proposal; a new property shows its proposal whole, a removal the property it takes away.
 */
export function PropertyRevisionCompare({ revision }: { revision: PropertyRevision }) {
  const { t } = useTranslation();
  const { current, proposed } = revision;
  if (revision.action !== 'UPDATE' || !current || !proposed) {
    const shown = proposed ?? current;
    if (!shown) return null;
    return (
      <div className="rounded-2xl border border-ink-100 bg-white p-4">
        <p className="mb-3 text-sm text-ink-700">
          {revision.action === 'DELETE'
            ? t('producer.propertyRevisions.deleteNote')
            : t('producer.propertyRevisions.createNote')}
        </p>
        <Side
          label={proposed ? t('producer.revisions.proposed') : t('producer.revisions.current')}
          tone={proposed ? 'proposed' : 'current'}
        >
          <dl className="grid gap-3 sm:grid-cols-2">
            {order.map((field) => (
              <div key={field} className={wideFields.has(field) ? 'sm:col-span-2' : undefined}>
                <dt className="font-semibold text-ink-800">{t(fieldLabels[field])}</dt>
                <dd className="mt-0.5">
                  <FieldValue draft={shown} field={field} />
                </dd>
              </div>
            ))}
          </dl>
        </Side>
      </div>
    );
  }
  const fields = order.filter((field) => revision.changed.includes(field));
  return (
    <div className="space-y-4">
      {fields.map((field) => (
        <section
          key={field}
          aria-labelledby={`property-revision-${revision.id}-${field}`}
          className="rounded-2xl border border-ink-100 bg-white p-4"
        >
          <h3 id={`property-revision-${revision.id}-${field}`} className="font-semibold text-ink-900">
            {t(fieldLabels[field])}
          </h3>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Side label={t('producer.revisions.current')} tone="current">
              <FieldValue draft={current} field={field} />
            </Side>
            <Side label={t('producer.revisions.proposed')} tone="proposed">
              <FieldValue draft={proposed} field={field} />
            </Side>
          </div>
        </section>
      ))}
    </div>
  );
}

function addressText(draft: PropertyDraft): string {
  const full = draft.fullAddress;
  if (!full) return [draft.address.logradouro, draft.address.localidade].filter(Boolean).join(' · ');
  const street = [full.road, full.number].filter(Boolean).join(', ');
  const place = [full.complement, [full.city, full.state].filter(Boolean).join('/')].filter(Boolean);
  return [street, ...place, full.zipCode].filter(Boolean).join(' · ');
}

function FieldValue({ draft, field }: { draft: PropertyDraft; field: PropertyField }) {
  const { t } = useTranslation();
  const empty = <p className="text-ink-500 italic">{t('producer.revisions.empty')}</p>;
  switch (field) {
    case 'description':
      return draft.description ? <RichText html={draft.description} /> : empty;
    case 'status':
      // The labels are lower case for use within a sentence; alone, the value starts a line.
      return (
        <p className="first-letter:uppercase">
          {statusLabels[draft.status] ? t(statusLabels[draft.status]) : draft.status}
        </p>
      );
    case 'size':
      return (
        <p>
          {t('event.properties.squareMetres', {
            size: new Intl.NumberFormat(currentLocale()).format(draft.size),
          })}
        </p>
      );
    case 'room':
    case 'suites':
      return <p>{draft[field]}</p>;
    case 'address': {
      const text = addressText(draft);
      return text ? <p>{text}</p> : empty;
    }
    case 'images':
      return draft.images.length === 0 ? (
        empty
      ) : (
        <ul className="grid max-w-md grid-cols-3 gap-2">
          {draft.images.map((src, index) => (
            <li key={src}>
              <MediaImage
                src={src}
                sizes="120px"
                alt={t('producer.propertyRevisions.image', { index: index + 1 })}
                className="aspect-square w-full rounded-lg border border-ink-100 bg-white object-cover"
              />
            </li>
          ))}
        </ul>
      );
    default: {
      const text = draft[field];
      return text ? <p>{text}</p> : empty;
    }
  }
}
