import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../ui/skeleton.tsx';

/**
 * A stack of `rows` equal placeholders while a list or a form loads: form fields (`h-16`), list
 * rows (`h-12`), cards (`h-40`). `className` sets the stack's width and spacing.
 */
export function RowsSkeleton({
  rows,
  rowClassName,
  className = 'space-y-3',
}: {
  rows: number;
  rowClassName: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className={className}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={rowClassName} />
      ))}
    </LoadingRegion>
  );
}
