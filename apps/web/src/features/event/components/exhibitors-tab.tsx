import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useExhibitorsByCategory } from '../api/use-exhibitors-by-category.ts';
import { ExhibitorCard } from './exhibitor-card.tsx';
import { ExhibitorCardsSkeleton } from './tab-skeletons.tsx';

/** Expositores: a search box and the exhibitors grouped by category. */
export function ExhibitorsTab({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const exhibitors = useExhibitorsByCategory(eventId, query);
  const groups = Object.entries(exhibitors.data ?? {}).filter(([, items]) => items.length > 0);

  let body: React.ReactNode;
  if (exhibitors.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')}>
        <ExhibitorCardsSkeleton />
      </LoadingRegion>
    );
  } else if (exhibitors.isError) {
    body = (
      <StateMessage
        tone="error"
        title={t('event.exhibitors.error')}
        action={{ label: t('common.retry'), onClick: () => void exhibitors.refetch() }}
      />
    );
  } else if (groups.length === 0) {
    body = <StateMessage title={t('event.exhibitors.empty')} icon={<StoreIcon className="size-7" />} />;
  } else {
    body = (
      <div className="space-y-8">
        {groups.map(([category, items]) => (
          <section key={category} aria-label={category}>
            <h3 className="mb-3 text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
              {category}
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((exhibitor) => (
                <li key={exhibitor.id}>
                  <ExhibitorCard exhibitor={exhibitor} eventId={eventId} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <search>
        <label className="block max-w-md">
          <span className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('event.exhibitors.search')}
          </span>
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={100}
            placeholder={t('event.exhibitors.searchPlaceholder')}
            className="h-11 w-full rounded-xl border border-ink-200 bg-white px-4 text-sm text-ink-900 placeholder:text-ink-400 focus:border-ink-500 focus:outline-none"
          />
        </label>
      </search>
      {body}
    </div>
  );
}
