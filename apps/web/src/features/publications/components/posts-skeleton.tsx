import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';

/** The shape of three post cards while the first page loads. */
export function PostsSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="space-y-4">
      {[0, 1, 2].map((item) => (
        <div
          key={item}
          aria-hidden="true"
          className="space-y-3 rounded-3xl border border-ink-100 bg-white p-5"
        >
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="w-full space-y-2">
              <Skeleton className="h-3.5 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-4/5" />
          <Skeleton className="h-44 w-full rounded-2xl" />
        </div>
      ))}
    </LoadingRegion>
  );
}
