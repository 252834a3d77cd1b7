import type { Address } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { LocationMap } from '../../../components/map/location-map.tsx';
import { formatAddress, mapsSearchUrl } from '../../../lib/format/address.ts';

interface LocationCardProps {
  local: string;
  address: Address | null;
}

/** The place, its address, a map with a marker, and a maps search in a new tab. */
export function LocationCard({ local, address }: LocationCardProps) {
  const { t } = useTranslation();
  if (!local && !address) return null;
  return (
    <section
      aria-labelledby="event-location"
      className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-card"
    >
      <LocationMap
        label={t('event.details.mapLabel', { place: local || formatAddress(address ?? emptyAddress) })}
        className="h-56"
      />
      <div className="space-y-3 p-5">
        <h2 id="event-location" className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
          {t('event.details.location')}
        </h2>
        {local && <p className="font-semibold text-ink-950">{local}</p>}
        {address && (
          <>
            <address className="text-sm leading-relaxed text-ink-600 not-italic">
              {formatAddress(address)}
            </address>
            <a
              href={mapsSearchUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 text-sm font-semibold text-ink-900 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-ink-700"
            >
              {t('event.details.openMaps')}
              <span className="sr-only">{t('common.newTab')}</span>
            </a>
          </>
        )}
      </div>
    </section>
  );
}

const emptyAddress = { road: '', number: '', city: '', state: '', zipCode: '' };
