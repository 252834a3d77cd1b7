import { limits } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { initials } from '../../../lib/format/initials.ts';
import { quotaLabel } from '../../../lib/format/quota-label.ts';
import { useExhibitorShortcuts } from '../api/use-exhibitor-shortcuts.ts';

/** 'Conheça outros estandes': the first four other exhibitors of the event. */
export function OtherStands({ exhibitorId }: { exhibitorId: number }) {
  const { t } = useTranslation();
  const shortcuts = useExhibitorShortcuts(exhibitorId);
  const heading = (
    <h2 className="mb-3 text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
      {t('exhibitor.otherStands')}
    </h2>
  );
  if (shortcuts.isPending) {
    return (
      <section>
        {heading}
        <LoadingRegion label={t('common.loading')} className="space-y-3">
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} className="h-20 w-full rounded-2xl" />
          ))}
        </LoadingRegion>
      </section>
    );
  }
  const stands = (shortcuts.data?.exhibitors ?? []).filter((stand) => stand.id !== exhibitorId);
  if (stands.length === 0) return null;
  return (
    <section>
      {heading}
      <ul className="space-y-3">
        {stands.slice(0, limits.shortcutExhibitors).map((stand) => (
          <li key={stand.id}>
            <Link
              to={`/expositor/${stand.id}`}
              state={{ exhibitorId: stand.id }}
              className="flex gap-3 rounded-2xl border border-ink-100 bg-white p-3 shadow-card hover:border-gold-300"
            >
              <span className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-50">
                {stand.profilePicture ? (
                  <MediaImage src={stand.profilePicture} sizes="48px" className="size-full object-cover" />
                ) : (
                  <span aria-hidden="true" className="text-sm font-bold text-ink-700">
                    {initials(stand.title)}
                  </span>
                )}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink-950">{stand.title}</span>
                <span className="line-clamp-2 block text-sm text-ink-600">{stand.shortDescription}</span>
                <span className="mt-1 inline-flex rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
                  {quotaLabel(stand.quota, t)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
