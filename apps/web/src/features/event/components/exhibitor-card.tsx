import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { initials } from '../../../lib/format/initials.ts';
import { quotaLabel } from '../../../lib/format/quota-label.ts';
import { FavoriteStar } from '../../favorites/index.ts';

interface ExhibitorCardProps {
  exhibitor: {
    id: number;
    title: string;
    profilePicture: string | null;
    quota: string;
    category?: string;
    shortDescription?: string;
  };
  compact?: boolean;
  /** With the event's id the card carries a star. */
  eventId?: number;
}

/** An exhibitor leading to its page (shareable path; the id also travels in state, as in the original client). */
export function ExhibitorCard({ exhibitor, compact = false, eventId }: ExhibitorCardProps) {
  const { t } = useTranslation();
  const quota = quotaLabel(exhibitor.quota, t);
  const card = (
    <Link
      to={`/expositor/${exhibitor.id}`}
      state={{ exhibitorId: exhibitor.id }}
      className="group flex h-full gap-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-card transition hover:-translate-y-0.5 hover:border-gold-300"
    >
      <span
        className={`grid shrink-0 place-items-center overflow-hidden rounded-xl border border-ink-100 bg-ink-50 ${compact ? 'size-12' : 'size-16'}`}
      >
        {exhibitor.profilePicture ? (
          <MediaImage src={exhibitor.profilePicture} sizes="64px" className="size-full object-cover" />
        ) : (
          <span aria-hidden="true" className="font-bold text-ink-700">
            {initials(exhibitor.title)}
          </span>
        )}
      </span>
      <span className="min-w-0 space-y-1">
        <span
          className={`block font-semibold text-ink-950 group-hover:underline ${eventId === undefined ? '' : 'pe-10'}`}
        >
          {exhibitor.title}
        </span>
        {exhibitor.category && <span className="block text-sm text-ink-600">{exhibitor.category}</span>}
        {exhibitor.shortDescription && (
          <span className="line-clamp-2 block text-sm text-ink-600">{exhibitor.shortDescription}</span>
        )}
        {quota && (
          <span className="inline-flex rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
            {quota}
          </span>
        )}
      </span>
    </Link>
  );
  if (eventId === undefined) return card;
  // The star sits beside the link, not inside it: a button within a link is not allowed.
  return (
    <div className="relative h-full">
      {card}
      <FavoriteStar
        eventId={eventId}
        kind="exhibitor"
        id={exhibitor.id}
        name={exhibitor.title}
        className="absolute end-3 top-3"
      />
    </div>
  );
}
