import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useEvent } from '../../event/index.ts';

/** The event this exhibitor takes part in, leading to /event. */
export function RelatedEventCard({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const event = useEvent(eventId);
  if (event.isPending) return <Skeleton className="h-24 w-full rounded-2xl" />;
  if (event.isError) return null;
  return (
    <Link
      to="/event"
      className="flex items-center gap-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-card hover:border-gold-300"
    >
      <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-900 text-gold-300">
        {event.data.profilePicture ? (
          <MediaImage src={event.data.profilePicture} sizes="56px" className="size-full object-cover" />
        ) : (
          <CalendarIcon className="size-6" />
        )}
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
          {t('exhibitor.relatedEvent')}
        </span>
        <span className="block font-semibold text-ink-950">{event.data.title}</span>
        <span className="block text-sm text-ink-600">
          {event.data.dateStart} · {event.data.local}
        </span>
      </span>
    </Link>
  );
}
