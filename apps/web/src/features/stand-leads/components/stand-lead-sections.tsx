import { useTranslation } from 'react-i18next';
import { LeadList } from './lead-list.tsx';
import { LeadScanPanel } from './lead-scan-panel.tsx';

const card = 'scroll-mt-20 rounded-3xl border border-ink-100 bg-white p-4 shadow-xs sm:p-6';

/** 'Escanear crachá' for the exhibitor area, for the stand `exhibitorId`. */
export function BadgeScanSection({ exhibitorId }: { exhibitorId: number }) {
  const { t } = useTranslation();
  return (
    <section id="escanear" aria-labelledby="stand-scan-title" className={card}>
      <h2 id="stand-scan-title" className="text-lg font-semibold text-ink-900">
        {t('standLeads.scan.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-600">{t('standLeads.scan.intro')}</p>
      <LeadScanPanel key={exhibitorId} exhibitorId={exhibitorId} />
    </section>
  );
}

/** 'Contatos' for the exhibitor area: the stand's lead list. */
export function StandLeadsSection({ exhibitorId }: { exhibitorId: number }) {
  const { t } = useTranslation();
  return (
    <section id="contatos" aria-labelledby="stand-leads-title" className={card}>
      <h2 id="stand-leads-title" className="mb-4 text-lg font-semibold text-ink-900">
        {t('standLeads.title')}
      </h2>
      <LeadList key={exhibitorId} exhibitorId={exhibitorId} />
    </section>
  );
}
