import type { Event } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, MapPinIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { formatDateRange } from '../../../lib/format/date-range.ts';
import { useTenantSettings } from '../../tenant-settings/index.ts';

interface EventCardProps {
  event: Event;
  /** The original client's card: the participant count, or '--' when unknown. */
  count: number | null | undefined;
  /** What is counted ('participantes'), for the unknown count and screen readers. */
  countLabel: string;
  /** The count with its noun in the right plural form ('1 participante', '2 participantes'). */
  countText: (count: number) => string;
  children?: ReactNode;
}

/** The original client's producer event card: category, image, title, organizer, participants (or '--'), date. */
export function EventCard({ event, count, countLabel, countText, children }: EventCardProps) {
  const { t, i18n } = useTranslation();
  const image = event.coverPhoto ?? event.profilePicture ?? event.images[0] ?? null;
  // The event has no organizer field: the producer is the tenant (not a sponsor, not the venue).
  const organizer = useTenantSettings().data?.name;
  return (
    <article className="overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xs sm:flex">
      <div className="relative aspect-[16/9] bg-ink-100 sm:aspect-auto sm:w-64 sm:shrink-0">
        {image ? (
          <MediaImage
            src={image}
            sizes="(max-width: 640px) 100vw, 256px"
            alt=""
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 grid place-items-center text-ink-300">
            <CalendarIcon className="size-10" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
          {event.featured ? t('producer.events.featured') : t('producer.events.category')}
        </p>
        <h2 className="font-display text-xl font-semibold break-words text-ink-950">{event.title}</h2>
        {organizer && (
          <p className="text-sm text-ink-600">{t('producer.events.organizer', { name: organizer })}</p>
        )}
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700">
          <div className="flex items-center gap-1.5">
            <dt>
              <UsersIcon className="size-4 text-ink-400" />
              <span className="sr-only">{countLabel}</span>
            </dt>
            <dd className="font-medium">{count == null ? `-- ${countLabel}` : countText(count)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarIcon className="size-4 text-ink-400" />
              <span className="sr-only">{t('producer.events.date')}</span>
            </dt>
            <dd>{formatDateRange(event.dateStart, event.dateEnd, t, i18n.language) || event.dateStart}</dd>
          </div>
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <MapPinIcon className="size-4 text-ink-400" />
              <span className="sr-only">{t('producer.events.place')}</span>
            </dt>
            <dd className="truncate">{event.local}</dd>
          </div>
        </dl>
        {children && <div className="mt-auto flex flex-wrap gap-2 pt-2">{children}</div>}
      </div>
    </article>
  );
}
