import { ListSkeleton } from '../../../components/skeletons/list-skeleton.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function MyAgendaSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-5 w-24" />
      <ListSkeleton
        rows={3}
        lines={['h-4 w-28', 'h-5 w-3/4', 'h-4 w-1/2']}
        rowClassName="space-y-3 rounded-2xl border border-ink-100 bg-white p-5"
      />
    </div>
  );
}
