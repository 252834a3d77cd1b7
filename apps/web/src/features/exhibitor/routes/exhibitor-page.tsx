import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';

/** SPEC: the exhibitor arrives through navigation state, not the path. */
function readExhibitorId(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = Number((state as { exhibitorId?: unknown }).exhibitorId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /expositor: a preview of the exhibitor page's layout; its data arrives in the exhibitors issue. */
export function ExhibitorPage() {
  const { t } = useTranslation();
  const exhibitorId = readExhibitorId(useLocation().state);

  if (exhibitorId === null) {
    return (
      <StateMessage
        headingLevel={1}
        title={t('exhibitor.noneTitle')}
        description={t('exhibitor.noneDescription')}
        icon={<StoreIcon className="size-7" />}
      >
        <Link to="/event" className={buttonClass({ variant: 'primary' })}>
          {t('exhibitor.toEvent')}
        </Link>
      </StateMessage>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <title>{`${t('exhibitor.title')} · Vitrine`}</title>
      <h1 className="sr-only">{t('exhibitor.title')}</h1>
      <p className="mb-6 flex items-center gap-3 rounded-2xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm font-medium text-ink-800">
        <StoreIcon className="size-5 shrink-0 text-gold-700" />
        {t('exhibitor.comingSoon')}
      </p>
      <div aria-hidden="true" className="space-y-6">
        <Skeleton className="h-36 w-full rounded-3xl sm:h-52" />
        <div className="flex items-end gap-4 px-2">
          <Skeleton className="-mt-16 size-24 shrink-0 rounded-2xl border-4 border-white" />
          <div className="w-full space-y-2">
            <Skeleton className="h-6 w-1/2 max-w-xs" />
            <Skeleton className="h-4 w-1/3 max-w-48" />
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-3 rounded-3xl border border-ink-100 bg-white p-6">
            <Skeleton className="h-24 w-full rounded-2xl" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
          <div className="space-y-3">
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} className="h-20 w-full rounded-2xl" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
