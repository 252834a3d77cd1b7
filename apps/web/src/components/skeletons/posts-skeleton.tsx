import { LoadingRegion, Skeleton } from '../ui/skeleton.tsx';
import { IdentitySkeleton } from './identity-skeleton.tsx';

function PostSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 rounded-3xl border border-ink-100 bg-white p-5">
      <IdentitySkeleton
        picture="size-10 rounded-full"
        lines={['h-3.5 w-40', 'h-3 w-24']}
        className="flex items-center gap-3"
        linesClassName="w-full space-y-2"
      />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-4/5" />
      <Skeleton className="h-44 w-full rounded-2xl" />
    </div>
  );
}

/**
 * Three post cards: the feeds' first page (with `label`, a LoadingRegion that says so) or, without
 * it, the feeds' code loading behind a tab that already says what it is.
 */
export function PostsSkeleton({ label }: { label?: string }) {
  const posts = [0, 1, 2].map((item) => <PostSkeleton key={item} />);
  return label ? (
    <LoadingRegion label={label} className="space-y-4">
      {posts}
    </LoadingRegion>
  ) : (
    <div className="space-y-4">{posts}</div>
  );
}
