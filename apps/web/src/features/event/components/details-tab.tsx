import type { Event } from '@vitrine/contract';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { SocialLinks } from '../../../components/ui/social-links.tsx';
import { useNearScreen } from '../../../lib/dom/use-near-screen.ts';
import { ContactProducer } from './contact-producer.tsx';
import { EventVideo } from './event-video.tsx';
import { LocationCard } from './location-card.tsx';
import { SponsorsRow } from './sponsors-row.tsx';
import { ImagesSkeleton } from './tab-skeletons.tsx';

// embla and the viewer only load when there is a gallery, once it scrolls near the screen.
const MediaCarousel = lazy(() => import('./media-carousel.tsx'));

/** The Detalhes tab: sponsors, description, video, gallery, place, sponsor and producer contact. */
export function DetailsTab({ event }: { event: Event }) {
  const { t } = useTranslation();
  const hasDescription = event.description.trim().length > 0;
  return (
    <div className="space-y-8">
      <SponsorsRow sponsors={event.listSponsor} />
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
      <EventVideo address={event.videos[0]} title={event.title} />
      {event.images.length > 0 && <Gallery images={event.images} title={event.title} />}
      <LocationCard local={event.local} address={event.address} />
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
      <div className="flex flex-col gap-4 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between">
        <ContactProducer whatsapp={event.socialMedia.whatsapp} />
        <SocialLinks socialMedia={event.socialMedia} />
      </div>
    </div>
  );
}

/** The carousel's code and pictures load when the gallery scrolls near the screen. */
function Gallery({ images, title }: { images: string[]; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  return (
    <div ref={box}>
      {near ? (
        <Suspense fallback={<ImagesSkeleton />}>
          <MediaCarousel images={images} title={title} />
        </Suspense>
      ) : (
        <ImagesSkeleton />
      )}
    </div>
  );
}
