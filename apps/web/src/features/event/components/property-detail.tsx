import type { Property } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { ShareButton } from '../../../components/ui/share-button.tsx';
import { FavoriteStar } from '../../favorites/index.ts';
import { InterestButton } from '../../leads/index.ts';
import { ContactIcon } from './contact-icon.tsx';
import { propertyStatusBadge } from './property-status.ts';
import { revealMargin, useRevealDetail } from './use-reveal-detail.ts';

export function PropertyDetail({
  property,
  onBack,
  eventId,
}: {
  property: Property;
  onBack: () => void;
  /** With the event's id the detail carries a star. */
  eventId?: number;
}) {
  const { t } = useTranslation();
  const { container, heading } = useRevealDetail<HTMLElement, HTMLHeadingElement>();
  const badge = propertyStatusBadge(property.status);
  const image = property.images[0];
  const facts = [
    { label: t('event.properties.rooms'), value: property.room },
    { label: t('event.properties.suites'), value: property.suites },
    { label: t('event.properties.size'), value: t('event.properties.squareMetres', { size: property.size }) },
  ];
  return (
    <article
      ref={container}
      className={`${revealMargin} space-y-6 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" size="sm" onClick={onBack}>
          <ChevronLeftIcon className="size-4" />
          {t('event.properties.back')}
        </Button>
        <span className="flex items-center gap-2">
          <ShareButton title={property.title} />
          {eventId !== undefined && (
            <FavoriteStar eventId={eventId} kind="property" id={property.id} name={property.title} />
          )}
        </span>
      </div>
      {image && (
        <MediaImage
          src={image}
          sizes="(max-width: 1024px) 100vw, 800px"
          className="max-h-96 w-full rounded-2xl object-cover"
        />
      )}
      <div className="space-y-2">
        {badge && (
          <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${badge.className}`}>
            {t(badge.label)}
          </span>
        )}
        <h3 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink-950 focus:outline-none">
          {property.title}
        </h3>
        <p className="text-sm text-ink-600">
          {[property.address.logradouro, property.address.localidade].filter(Boolean).join(', ')}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-ink-50 p-3 text-center">
            <dt className="text-xs text-ink-600">{fact.label}</dt>
            <dd className="text-lg font-semibold text-ink-950">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {property.description.trim() && <RichText html={property.description} />}
      {property.contact && (
        <p className="flex items-center gap-2 text-sm text-ink-800">
          <ContactIcon contact={property.contact} className="size-4 text-gold-700" />
          <span className="sr-only">{t('event.properties.contactLabel')}</span>
          {property.contact}
        </p>
      )}
      {/* The original client's 'contact' button, now working: the stand gets the visitor's contact. */}
      <InterestButton
        target={{ kind: 'property', id: property.id }}
        exhibitorId={property.exhibitorId}
        propertyTitle={property.title}
      />
    </article>
  );
}
