import { useTranslation } from 'react-i18next';
import { CardsSkeleton } from '../../../components/skeletons/card-skeleton.tsx';
import { PostsSkeleton } from '../../../components/skeletons/posts-skeleton.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { EventTabId } from './event-tab-ids.ts';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

// The original client's skeleton counts: 7 sponsor circles, 8 images, 8 speaker cards, 4 exhibitor cards,
// 8 schedule cards.
export function SponsorsSkeleton() {
  return (
    <div className="flex gap-4 overflow-hidden" aria-hidden="true">
      {range(7).map((item) => (
        <div key={item} className="flex flex-col items-center gap-2">
          <Skeleton className="size-16 rounded-full" />
          <Skeleton className="h-3 w-14" />
        </div>
      ))}
    </div>
  );
}

/** The gallery's placeholder: 8 image tiles. */
export function ImagesSkeleton() {
  return (
    <div className="grid grid-cols-4 gap-2" aria-hidden="true">
      {range(8).map((item) => (
        <Skeleton key={item} className="aspect-video w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The exhibitors' tab: 4 cards with a logo band. */
export function ExhibitorCardsSkeleton() {
  return <CardsSkeleton count={4} media="h-28 rounded-2xl" />;
}

/** The speakers' tab: 8 cards with a square portrait. */
export function SpeakerCardsSkeleton() {
  return <CardsSkeleton count={8} media="aspect-square rounded-2xl" />;
}

export function ScheduleSkeleton() {
  return (
    <div className="space-y-5">
      <div className="flex gap-2">
        {range(3).map((item) => (
          <Skeleton key={item} className="h-11 w-20 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {range(8).map((item) => (
          <div key={item} className="flex gap-4 rounded-3xl border border-ink-100 bg-white p-4">
            <Skeleton className="h-14 w-16 shrink-0 rounded-xl" />
            <div className="w-full space-y-2.5">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function RoutesSkeleton() {
  return (
    <div className="space-y-3">
      {range(4).map((item) => (
        <Skeleton key={item} className="h-16 w-full rounded-2xl" />
      ))}
    </div>
  );
}

const skeletons: Record<Exclude<EventTabId, 'details'>, () => React.ReactNode> = {
  announcements: () => <PostsSkeleton />,
  feed: () => <PostsSkeleton />,
  exhibitors: () => <ExhibitorCardsSkeleton />,
  speakers: () => <SpeakerCardsSkeleton />,
  propertyRoutes: () => <RoutesSkeleton />,
  schedule: () => <ScheduleSkeleton />,
  myAgenda: () => <ScheduleSkeleton />,
};

/** A tab whose content arrives in a later issue: its final shape, and a word on why it is grey. */
export function TabPlaceholder({ tab }: { tab: Exclude<EventTabId, 'details'> }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-500">{t('event.tabs.comingSoon')}</p>
      <div aria-hidden="true">{skeletons[tab]()}</div>
    </div>
  );
}
