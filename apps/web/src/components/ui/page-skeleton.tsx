import { PageHeadSkeleton } from '../skeletons/identity-skeleton.tsx';
import { Logo } from './logo.tsx';
import { LoadingRegion, Skeleton } from './skeleton.tsx';

/**
 * The shape of a page while its code or data arrives, so nothing jumps when it does. With the
 * chrome it is the boot screen: apps/web/index.html paints the same markup before any script.
 */
export function PageSkeleton({ label, withChrome = false }: { label: string; withChrome?: boolean }) {
  return (
    <LoadingRegion label={label} className="min-h-dvh w-full">
      {withChrome && (
        <div className="flex h-16 items-center justify-between border-b border-ink-100 bg-white px-4 sm:px-8">
          <span aria-hidden="true">
            <Logo />
          </span>
          <div className="flex gap-3">
            <Skeleton className="h-9 w-24" />
            <Skeleton className="h-9 w-9 rounded-full" />
          </div>
        </div>
      )}
      <div className="mx-auto w-full max-w-7xl space-y-6 px-3 pt-4 pb-16 sm:px-6 sm:pt-6">
        <PageHeadSkeleton
          cover="relative h-32 w-full overflow-hidden rounded-3xl sm:h-48 lg:h-60"
          picture="size-20 rounded-2xl"
          lines={['h-6 w-2/3 max-w-sm', 'h-4 w-1/2 max-w-xs']}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      </div>
    </LoadingRegion>
  );
}
