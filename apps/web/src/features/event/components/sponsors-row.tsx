import type { Sponsor } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initials } from '../../../lib/format/initials.ts';

/** Sponsors, each leading to its exhibitor page (the id travels in navigation state, as in the original client). */
export function SponsorsRow({ sponsors }: { sponsors: Sponsor[] }) {
  const { t } = useTranslation();
  if (sponsors.length === 0) return null;
  return (
    <section aria-labelledby="event-sponsors">
      <h2
        id="event-sponsors"
        className="mb-4 text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase"
      >
        {t('event.details.sponsors')}
      </h2>
      <ul className="scrollbar-none -mx-1 flex gap-5 overflow-x-auto px-1 pb-1">
        {sponsors.map((sponsor) => (
          <li key={sponsor.id} className="shrink-0">
            <Link
              to="/expositor"
              state={{ exhibitorId: sponsor.id }}
              className="group flex w-20 flex-col items-center gap-2 rounded-xl text-center"
            >
              <span className="grid size-16 place-items-center overflow-hidden rounded-full border border-ink-100 bg-white shadow-card transition-transform group-hover:-translate-y-0.5">
                {sponsor.profilePicture ? (
                  <img
                    src={sponsor.profilePicture}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="text-sm font-bold text-ink-700">
                    {initials(sponsor.name)}
                  </span>
                )}
              </span>
              <span className="line-clamp-2 text-xs font-medium text-ink-700 group-hover:text-ink-950">
                {sponsor.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
