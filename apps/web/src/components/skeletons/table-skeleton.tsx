import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../ui/skeleton.tsx';

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

/**
 * Below 640 px a table is a stack of cards, one per row: the header row stays for screen readers
 * only and each cell writes its column's name (`data-label`) before its value, so no column
 * (a status, a 'Remover' button) ends up off-screen.
 */
const narrowCards = [
  'max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none',
  'max-sm:[&_table]:block max-sm:[&_table]:min-w-0 max-sm:[&_thead]:sr-only',
  'max-sm:[&_tbody]:block max-sm:[&_tbody]:space-y-3 max-sm:[&_tbody]:divide-y-0',
  'max-sm:[&_tbody_tr]:block max-sm:[&_tbody_tr]:rounded-2xl max-sm:[&_tbody_tr]:border max-sm:[&_tbody_tr]:border-ink-100',
  'max-sm:[&_tbody_tr]:bg-white max-sm:[&_tbody_tr]:px-4 max-sm:[&_tbody_tr]:py-2 max-sm:[&_tbody_tr]:shadow-xs',
  'max-sm:[&_td]:flex max-sm:[&_td]:max-w-none max-sm:[&_td]:items-center max-sm:[&_td]:justify-between',
  'max-sm:[&_td]:gap-4 max-sm:[&_td]:px-0 max-sm:[&_td]:py-1.5 max-sm:[&_td]:text-end max-sm:[&_td]:whitespace-normal max-sm:[&_td]:wrap-anywhere',
  'max-sm:[&_td]:before:shrink-0 max-sm:[&_td]:before:text-start max-sm:[&_td]:before:text-xs max-sm:[&_td]:before:font-semibold',
  'max-sm:[&_td]:before:tracking-wide max-sm:[&_td]:before:text-ink-500 max-sm:[&_td]:before:uppercase',
  'max-sm:[&_td]:before:content-[attr(data-label)]',
].join(' ');

/** The frame every producer table sits in: cards on a phone, a sideways scroll in between. */
export function TableFrame({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`relative overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-xs ${narrowCards}`}
    >
      {children}
    </section>
  );
}

export const thClass =
  'px-4 py-3 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-ink-500 uppercase';
export const tdClass = 'px-4 py-3 align-middle text-sm text-ink-800';
