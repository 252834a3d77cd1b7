import type { AnalyticsSummary, CheckinStats } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';

// Loaded lazily by the dashboard only: recharts must stay out of /event and the producer entry.

/** The `?tab=` slugs the event page reports, named as visitors see them. */
const tabLabels: Record<string, TranslationKey> = {
  detalhes: 'event.tabs.details',
  anuncios: 'event.tabs.announcements',
  feed: 'event.tabs.feed',
  expositores: 'event.tabs.exhibitors',
  palestrantes: 'event.tabs.speakers',
  'rotas-de-imoveis': 'event.tabs.propertyRoutes',
  programacao: 'event.tabs.schedule',
  'minha-agenda': 'event.tabs.myAgenda',
};

const ink = '#1d3763';
const gold = '#c49a48';
const grid = '#e8ecf3';
const axis = { fontSize: 12, fill: '#4f6894' };

export default function DashboardCharts({ summary }: { summary: AnalyticsSummary }) {
  const { t } = useTranslation();
  const views = summary.pageViewsPerDay.map((day) => ({ label: day.date.slice(0, 5), ...day }));
  const tabs = summary.tabOpens.map((entry) => ({
    ...entry,
    label: entry.tab in tabLabels ? t(tabLabels[entry.tab] as TranslationKey) : entry.tab,
  }));
  const topViews = Math.max(1, ...summary.topExhibitors.map((exhibitor) => exhibitor.views));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('producer.dashboard.viewsPerDay')}
        className="lg:col-span-2"
        empty={views.every((day) => day.count === 0)}
        table={{
          head: [t('producer.dashboard.day'), t('producer.dashboard.views')],
          rows: views.map((day) => [day.date, day.count]),
        }}
      >
        <ResponsiveContainer width="100%" height={260}>
          <AreaChart data={views} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <defs>
              <linearGradient id="views-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={gold} stopOpacity={0.45} />
                <stop offset="100%" stopColor={gold} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke={grid} vertical={false} />
            <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
            <Tooltip labelFormatter={(_, payload) => payload?.[0]?.payload?.date ?? ''} />
            <Area
              type="monotone"
              dataKey="count"
              name={t('producer.dashboard.views')}
              stroke={ink}
              strokeWidth={2}
              fill="url(#views-fill)"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t('producer.dashboard.tabOpens')}
        empty={tabs.length === 0}
        table={{
          head: [t('producer.dashboard.tab'), t('producer.dashboard.opens')],
          rows: tabs.map((entry) => [entry.label, entry.count]),
        }}
      >
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={tabs} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke={grid} vertical={false} />
            <XAxis
              dataKey="label"
              tick={axis}
              tickLine={false}
              axisLine={false}
              interval={0}
              angle={-20}
              textAnchor="end"
              height={48}
            />
            <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
            <Tooltip />
            <Bar
              dataKey="count"
              name={t('producer.dashboard.opens')}
              fill={ink}
              radius={[6, 6, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <section
        aria-labelledby="dashboard-top-exhibitors"
        className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs"
      >
        <h2 id="dashboard-top-exhibitors" className="font-semibold text-ink-900">
          {t('producer.dashboard.topExhibitors')}
        </h2>
        {summary.topExhibitors.length === 0 ? (
          <p className="mt-4 text-sm text-ink-500">{t('producer.dashboard.noData')}</p>
        ) : (
          <ol className="mt-4 space-y-3">
            {summary.topExhibitors.map((exhibitor) => (
              <li key={exhibitor.id} className="space-y-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate text-ink-800">{exhibitor.title}</span>
                  <span className="shrink-0 font-semibold text-ink-900 tabular-nums">
                    {t('producer.dashboard.viewsCount', { count: exhibitor.views })}
                  </span>
                </div>
                <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-ink-50">
                  <div
                    className="h-full rounded-full bg-gold-500"
                    style={{ width: `${(exhibitor.views / topViews) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

interface ChartCardProps {
  title: string;
  className?: string;
  empty: boolean;
  /** The same numbers as a table, for screen readers (a chart is a picture to them). */
  table: { head: [string, string]; rows: (string | number)[][] };
  children: ReactNode;
}

function ChartCard({ title, className = '', empty, table, children }: ChartCardProps) {
  const { t } = useTranslation();
  return (
    <figure className={`min-w-0 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs ${className}`}>
      <figcaption className="font-semibold text-ink-900">{title}</figcaption>
      {empty ? (
        <p className="mt-4 text-sm text-ink-500">{t('producer.dashboard.noData')}</p>
      ) : (
        <>
          <div aria-hidden="true" className="mt-4">
            {children}
          </div>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{table.head[0]}</th>
                <th scope="col">{table.head[1]}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([label, value]) => (
                <tr key={String(label)}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

/** The door's check-ins per hour ('yyyy-MM-ddTHH:00' on the event's clock), for the Check-in section. */
export function CheckinsPerHourChart({ byHour }: { byHour: CheckinStats['byHour'] }) {
  const { t } = useTranslation();
  const days = new Set(byHour.map((entry) => entry.hour.slice(0, 10)));
  const data = byHour.map((entry) => ({
    ...entry,
    label:
      days.size > 1
        ? `${entry.hour.slice(8, 10)}/${entry.hour.slice(5, 7)} ${entry.hour.slice(11, 16)}`
        : entry.hour.slice(11, 16),
  }));
  return (
    <ChartCard
      title={t('producer.checkin.perHour')}
      empty={data.every((entry) => entry.count === 0)}
      table={{
        head: [t('producer.checkin.hour'), t('producer.checkin.checkins')],
        rows: data.map((entry) => [entry.label, entry.count]),
      }}
    >
      <ResponsiveContainer width="100%" height={220}>
        {/* The table below speaks for the chart: no keyboard stop inside its aria-hidden box. */}
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={false} minTickGap={8} />
          <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
          <Tooltip />
          <Bar
            dataKey="count"
            name={t('producer.checkin.checkins')}
            fill={ink}
            radius={[6, 6, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
