import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';

/** Rows of placeholders where a table will be. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="space-y-2">
      <Skeleton className="h-10 w-full rounded-xl" />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-14 w-full rounded-xl" />
      ))}
    </LoadingRegion>
  );
}

/** The frame every producer table sits in: scrolls sideways on a phone instead of squeezing. */
export function TableFrame({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-xs"
    >
      {children}
    </section>
  );
}

export const thClass =
  'px-4 py-3 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-ink-500 uppercase';
export const tdClass = 'px-4 py-3 align-middle text-sm text-ink-800';
