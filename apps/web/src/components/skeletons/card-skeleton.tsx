import { Skeleton } from '../ui/skeleton.tsx';

/** A card's placeholder: its picture (`media`, the block's height or aspect), a title and a line. */
export function CardSkeleton({
  media,
  className = 'space-y-3 rounded-3xl border border-ink-100 bg-white p-4',
}: {
  media: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <Skeleton className={`w-full ${media}`} />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-3 w-1/2" />
    </div>
  );
}

/** `count` cards in a grid (`className`: its columns and gaps). Decorative, like CardSkeleton. */
export function CardsSkeleton({
  count,
  media,
  className = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4',
  cardClassName,
}: {
  count: number;
  media: string;
  className?: string;
  cardClassName?: string;
}) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CardSkeleton key={index} media={media} className={cardClassName} />
      ))}
    </div>
  );
}
