import { Skeleton } from '../ui/skeleton.tsx';

interface IdentitySkeletonProps {
  /** The picture's classes: its size, shape and offset (a logo over a cover, an avatar). */
  picture: string;
  /** The two lines beside it: a name, then a place, a date or a role. */
  lines: readonly [string, string];
  className?: string;
  linesClassName?: string;
}

/**
 * A picture beside two lines of text, the placeholder of whatever introduces someone or
 * something: a page's heading, a post's author, a comment. Decorative: the caller's
 * LoadingRegion says what loads.
 */
export function IdentitySkeleton({
  picture,
  lines: [first, second],
  className = 'flex items-center gap-4',
  linesClassName = 'w-full space-y-3',
}: IdentitySkeletonProps) {
  return (
    <div className={className}>
      <Skeleton className={`shrink-0 ${picture}`} />
      <div className={linesClassName}>
        <Skeleton className={first} />
        <Skeleton className={second} />
      </div>
    </div>
  );
}

/**
 * A page's head: its cover (`cover`, the block's classes), then the page's picture and two lines
 * (over the cover's edge where the picture's classes pull it up).
 */
export function PageHeadSkeleton({ cover, ...identity }: IdentitySkeletonProps & { cover: string }) {
  return (
    <>
      <Skeleton className={cover} />
      <IdentitySkeleton {...identity} />
    </>
  );
}
