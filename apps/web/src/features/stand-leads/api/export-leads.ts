import { apiExchange } from '../../../lib/api/client.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { type LeadFilters, leadFilterQuery } from '../lib/lead-filters.ts';

export type LeadExportFormat = 'csv' | 'xlsx';

/** The file name the server gave (Content-Disposition), else a plain one. */
function fileNameOf(disposition: string | null, format: LeadExportFormat): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? `contatos.${format}`;
}

/**
 * `GET /api/exhibitor/{id}/leads/export`: fetched with the session's token (a plain link would
 * carry none), then handed to the browser as a download.
 */
export async function exportLeads(exhibitorId: number, filters: LeadFilters, format: LeadExportFormat) {
  const { body, headers } = await apiExchange<Blob>(`/exhibitor/${exhibitorId}/leads/export`, {
    as: 'blob',
    query: { ...leadFilterQuery(filters), format, lang: currentLocale() },
  });
  const url = URL.createObjectURL(body);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(headers.get('Content-Disposition'), format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
