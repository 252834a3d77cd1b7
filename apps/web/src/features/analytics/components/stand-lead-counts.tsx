import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useLeadSummary } from '../api/use-lead-summary.ts';

/** 'Contatos por estande' on the dashboard: how many contacts each stand captured, no names. */
export function StandLeadCounts({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const summary = useLeadSummary(eventId);
  let body: React.ReactNode;
  if (summary.isPending)
    body = (
      <LoadingRegion label={t('common.loading')} className="mt-4 space-y-2">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-5/6" />
      </LoadingRegion>
    );
  else if (summary.isError)
    body = (
      <p role="alert" className="mt-4 text-sm text-danger-700">
        {t('producer.dashboard.standLeads.error')} — {errorText(summary.error, t('producer.common.tryAgain'))}
      </p>
    );
  else if (summary.data.length === 0 || summary.data.every((stand) => stand.leads === 0))
    body = <p className="mt-4 text-sm text-ink-500">{t('producer.dashboard.standLeads.none')}</p>;
  else
    body = (
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-ink-100 text-start text-xs text-ink-500">
              <th scope="col" className="py-2 text-start font-medium">
                {t('producer.dashboard.standLeads.stand')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('producer.dashboard.standLeads.leads')}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-medium">
                {t('producer.dashboard.standLeads.withdrawn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.data.map((stand) => (
              <tr key={stand.exhibitorId} className="border-b border-ink-50 last:border-0">
                <th scope="row" className="py-2 pe-3 text-start font-normal break-words text-ink-800">
                  {stand.title}
                </th>
                <td className="py-2 text-end font-semibold whitespace-nowrap text-ink-950 tabular-nums">
                  {stand.leads}
                </td>
                <td className="py-2 ps-3 text-end text-ink-600 tabular-nums">{stand.withdrawn}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section
      aria-labelledby="dashboard-stand-leads"
      className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs"
    >
      <h2 id="dashboard-stand-leads" className="font-semibold text-ink-900">
        {t('producer.dashboard.standLeads.title')}
      </h2>
      {body}
    </section>
  );
}
