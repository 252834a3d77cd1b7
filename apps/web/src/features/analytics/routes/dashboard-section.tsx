import type { AnalyticsSummary, Event } from '@vitrine/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { lastDays } from '../../../lib/format/dates.ts';
import { EventScope } from '../../events/index.ts';
import { useAnalyticsSummary } from '../api/use-summary.ts';
import { DateRangePicker } from '../components/date-range-picker.tsx';
import { StandLeadCounts } from '../components/stand-lead-counts.tsx';

// The chart library is big: it loads with the dashboard, never with the producer entry or /event.
const DashboardCharts = lazy(() => import('../components/dashboard-charts.tsx'));

/** 'Inicial' / 'Dashboard': the analytics summary of an event over a period. */
export function DashboardSection({ onCreateEvent }: { onCreateEvent?: () => void }) {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => lastDays(30));
  return (
    <EventScope
      toolbar={<DateRangePicker from={range.from} to={range.to} onChange={setRange} />}
      emptyAction={onCreateEvent && { label: t('producer.items.createEvent'), onClick: onCreateEvent }}
    >
      {(event) => <Summary event={event} from={range.from} to={range.to} />}
    </EventScope>
  );
}

function Summary({ event, from, to }: { event: Event; from: string; to: string }) {
  const { t } = useTranslation();
  const summary = useAnalyticsSummary(event.id, from, to);
  if (summary.isPending) return <DashboardSkeleton />;
  if (summary.isError)
    return (
      <StateMessage
        tone="error"
        title={t('producer.dashboard.loadError')}
        description={errorText(summary.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void summary.refetch() }}
      />
    );
  return (
    <div className="space-y-6" aria-busy={summary.isPlaceholderData}>
      <p className="text-sm text-ink-600">
        {t('producer.dashboard.showing', {
          title: event.title,
          from: summary.data.from,
          to: summary.data.to,
        })}
      </p>
      <Counts summary={summary.data} />
      <Suspense fallback={<ChartsSkeleton />}>
        <DashboardCharts summary={summary.data} />
      </Suspense>
      <StandLeadCounts eventId={event.id} />
    </div>
  );
}

function Counts({ summary }: { summary: AnalyticsSummary }) {
  const { t } = useTranslation();
  const views = summary.pageViewsPerDay.reduce((total, day) => total + day.count, 0);
  const participants =
    summary.capacity === null
      ? String(summary.participants)
      : t('producer.dashboard.ofCapacity', { count: summary.participants, capacity: summary.capacity });
  const items = [
    { label: t('producer.dashboard.participants'), value: participants },
    { label: t('producer.dashboard.pageViews'), value: String(views) },
    { label: t('producer.dashboard.inAnalysis'), value: String(summary.publications.ANALYSIS) },
    { label: t('producer.dashboard.approved'), value: String(summary.publications.APPROVED) },
    { label: t('producer.dashboard.denied'), value: String(summary.publications.DENIED) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs">
          <dt className="text-xs font-medium text-ink-500">{item.label}</dt>
          <dd className="mt-1 font-display text-2xl font-semibold break-words text-ink-950 tabular-nums">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ChartsSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-72 w-full rounded-2xl lg:col-span-2" />
      <Skeleton className="h-72 w-full rounded-2xl" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </LoadingRegion>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-20 w-full rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </LoadingRegion>
  );
}
