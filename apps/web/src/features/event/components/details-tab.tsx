import type { Event } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { LocationCard } from './location-card.tsx';
import { SponsorsRow } from './sponsors-row.tsx';

/** The Detalhes tab: sponsors, the description, about the sponsor, and where it happens. */
export function DetailsTab({ event }: { event: Event }) {
  const { t } = useTranslation();
  const hasDescription = event.description.trim().length > 0;
  return (
    <div className="space-y-8">
      <SponsorsRow sponsors={event.listSponsor} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section
            aria-labelledby="event-about"
            className="rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8"
          >
            <h2 id="event-about" className="mb-4 text-xl font-semibold text-ink-950">
              {t('event.details.about')}
            </h2>
            {hasDescription ? (
              <RichText html={event.description} />
            ) : (
              <p className="text-ink-500">{t('event.details.noDescription')}</p>
            )}
          </section>
          {event.aboutSponsor && (
            <section
              aria-labelledby="event-about-sponsor"
              className="rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8"
            >
              <h2 id="event-about-sponsor" className="mb-4 text-xl font-semibold text-ink-950">
                {t('event.details.aboutSponsor')}
              </h2>
              <RichText html={event.aboutSponsor} />
            </section>
          )}
        </div>
        <div className="space-y-6">
          <LocationCard local={event.local} address={event.address} />
        </div>
      </div>
    </div>
  );
}
