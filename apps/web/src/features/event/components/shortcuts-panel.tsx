import { limits } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationMap } from '../../../components/map/location-map.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatAddress, mapsSearchUrl } from '../../../lib/format/address.ts';
import { initials } from '../../../lib/format/initials.ts';
import { useEventShortcuts } from '../api/use-event-shortcuts.ts';
import { eventTabSearch } from './event-tab-ids.ts';
import { ExhibitorCard } from './exhibitor-card.tsx';

const heading = 'mb-3 text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase';

/** The side column: sponsors, the first exhibitors, and where the event is. */
export function ShortcutsPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const shortcuts = useEventShortcuts(eventId);

  if (shortcuts.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="space-y-3">
        {[0, 1, 2, 3].map((item) => (
          <Skeleton key={item} className="h-20 w-full rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  }
  if (shortcuts.isError) {
    return (
      <p
        role="alert"
        className="rounded-2xl border border-danger-700/20 bg-danger-50 p-4 text-sm text-danger-700"
      >
        {t('event.shortcuts.error')}
      </p>
    );
  }
  const { listSponsor, exhibitors, address } = shortcuts.data;
  const search = new URLSearchParams(eventTabSearch('exhibitors')).toString();

  return (
    <aside aria-label={t('event.shortcuts.label')} className="space-y-8">
      {listSponsor.length > 0 && (
        <section>
          <h2 className={heading}>{t('event.details.sponsors')}</h2>
          <ul className="space-y-2">
            {listSponsor.map((sponsor) => (
              <li key={sponsor.id}>
                <Link
                  to={`/expositor/${sponsor.id}`}
                  state={{ exhibitorId: sponsor.id }}
                  className="flex items-center gap-3 rounded-xl p-1.5 hover:bg-white"
                >
                  <span className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-full border border-ink-100 bg-white">
                    {sponsor.profilePicture ? (
                      <MediaImage
                        src={sponsor.profilePicture}
                        sizes="40px"
                        className="size-full object-cover"
                      />
                    ) : (
                      <span aria-hidden="true" className="text-xs font-bold text-ink-700">
                        {initials(sponsor.name)}
                      </span>
                    )}
                  </span>
                  <span className="text-sm font-medium text-ink-900">{sponsor.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {exhibitors.length > 0 && (
        <section>
          <div className="mb-3 flex items-baseline justify-between gap-2">
            <h2 className={heading.replace('mb-3 ', '')}>{t('event.tabs.exhibitors')}</h2>
            <Link
              to={{ search }}
              preventScrollReset
              className="text-sm font-semibold text-ink-900 underline decoration-gold-400 underline-offset-4"
            >
              {t('event.shortcuts.viewAll')}
            </Link>
          </div>
          <ul className="space-y-3">
            {exhibitors.slice(0, limits.shortcutExhibitors).map((exhibitor) => (
              <li key={exhibitor.id}>
                <ExhibitorCard exhibitor={exhibitor} compact />
              </li>
            ))}
          </ul>
        </section>
      )}
      {address && (
        <section className="overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-card">
          <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer" className="block">
            <LocationMap
              label={t('event.shortcuts.mapLabel')}
              interactive={false}
              className="pointer-events-none h-36"
            />
            <span className="block space-y-1 p-4">
              <span className={`block ${heading.replace('mb-3 ', '')}`}>{t('event.details.location')}</span>
              <span className="block text-sm text-ink-700">{formatAddress(address)}</span>
              <span className="block text-sm font-semibold text-ink-900 underline decoration-gold-400 underline-offset-4">
                {t('event.details.openMaps')}
              </span>
              <span className="sr-only">{t('common.newTab')}</span>
            </span>
          </a>
        </section>
      )}
    </aside>
  );
}
