import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { exportLeads, type LeadExportFormat } from '../api/export-leads.ts';
import type { LeadFilters } from '../lib/lead-filters.ts';

/** 'Exportar CSV' / 'Exportar XLSX' of the list as filtered, headed in the user's language. */
export function ExportButtons({ exhibitorId, filters }: { exhibitorId: number; filters: LeadFilters }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<LeadExportFormat | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = async (format: LeadExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      await exportLeads(exhibitorId, filters, format);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void run('csv')}>
          {busy === 'csv' ? t('standLeads.export.busy') : t('standLeads.export.csv')}
        </Button>
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void run('xlsx')}>
          {busy === 'xlsx' ? t('standLeads.export.busy') : t('standLeads.export.xlsx')}
        </Button>
      </div>
      {error !== null && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errorText(error, t('standLeads.export.failed'))}
        </p>
      )}
    </div>
  );
}
