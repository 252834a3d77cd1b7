import { downloadFile } from '../../../lib/api/download-file.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { type LeadFilters, leadFilterQuery } from '../lib/lead-filters.ts';

export type LeadExportFormat = 'csv' | 'xlsx';

/** `GET /api/exhibitor/{id}/leads/export`, headed in the user's language, as a download. */
export async function exportLeads(exhibitorId: number, filters: LeadFilters, format: LeadExportFormat) {
  await downloadFile(
    `/exhibitor/${exhibitorId}/leads/export`,
    { ...leadFilterQuery(filters), format, lang: currentLocale() },
    `contatos.${format}`,
  );
}
