import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function MyAgendaSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-5 w-24" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-3 rounded-2xl border border-ink-100 bg-white p-5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
