import type { Event } from '@vitrine/contract';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { CheckinsPerHourChart } from '../../analytics/index.ts';
import { useCheckinStats } from '../api/use-checkin-stats.ts';

/** 'Na porta': who signed up against who came in (and the capacity), and entries per hour. */
export function DoorDashboard({ event }: { event: Event }) {
  const { t } = useTranslation();
  const stats = useCheckinStats(event.id);
  if (stats.isPending)
    return (
      <LoadingRegion label={t('common.loading')} className="space-y-4">
        <div className="grid grid-cols-3 gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-60 w-full rounded-2xl" />
      </LoadingRegion>
    );
  if (stats.isError)
    return (
      <StateMessage
        tone="error"
        title={t('producer.checkin.statsError')}
        description={errorText(stats.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void stats.refetch() }}
      />
    );
  const { participants, present, capacity, byHour } = stats.data;
  const items = [
    { label: t('producer.checkin.present'), value: String(present) },
    { label: t('producer.checkin.participants'), value: String(participants) },
    {
      label: t('producer.checkin.capacity'),
      value: capacity === null ? t('producer.checkin.noCapacity') : String(capacity),
    },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3">
        {items.map((item) => (
          <div
            key={item.label}
            className="min-w-0 rounded-2xl border border-ink-100 bg-white p-3 shadow-xs sm:p-4"
          >
            <dt className="truncate text-xs font-medium text-ink-500">{item.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold break-words text-ink-950 tabular-nums">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<Skeleton className="h-60 w-full rounded-2xl" />}>
        <CheckinsPerHourChart byHour={byHour} />
      </Suspense>
      <p className="text-xs text-ink-500">{t('producer.checkin.refreshing')}</p>
    </div>
  );
}
