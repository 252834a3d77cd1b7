import type { Address } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { formatAddress, mapsSearchUrl } from '../../../lib/format/address.ts';

interface LocationCardProps {
  local: string;
  address: Address | null;
}

/** The place and its address, with a maps search in a new tab (the embedded map comes later). */
export function LocationCard({ local, address }: LocationCardProps) {
  const { t } = useTranslation();
  if (!local && !address) return null;
  return (
    <section
      aria-labelledby="event-location"
      className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-card"
    >
      <div
        aria-hidden="true"
        className="relative grid h-36 place-items-center bg-ink-50 bg-[linear-gradient(var(--color-ink-100)_1px,transparent_1px),linear-gradient(90deg,var(--color-ink-100)_1px,transparent_1px)] bg-[size:28px_28px]"
      >
        <span className="absolute inset-x-0 top-1/2 h-3 -rotate-6 bg-white/90" />
        <span className="absolute inset-y-0 left-1/3 w-2.5 rotate-12 bg-white/90" />
        <span className="relative grid size-12 place-items-center rounded-full bg-ink-900 text-gold-300 shadow-lift">
          <MapPinIcon className="size-6" />
        </span>
      </div>
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
