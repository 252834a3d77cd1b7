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
