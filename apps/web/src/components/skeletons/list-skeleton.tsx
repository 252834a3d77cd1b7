import { Skeleton } from '../ui/skeleton.tsx';

/**
 * `rows` list items, each a few lines of text (`lines`: each line's classes, its height and
 * width), for the caller's list container: the inbox, Minha agenda. Decorative: the caller's
 * LoadingRegion says what loads.
 */
export function ListSkeleton({
  rows,
  lines,
  rowClassName,
}: {
  rows: number;
  lines: readonly string[];
  rowClassName: string;
}) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <div key={row} className={rowClassName}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={line} />
      ))}
    </div>
  ));
}
