import { apiExchange } from './client.ts';
import type { QueryValue } from './http.ts';

/** The file name the server gave (Content-Disposition), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * A file of the API fetched with the session's token (a plain link would carry none), then handed
 * to the browser as a download under the name the server gave, else `fallbackName`.
 */
export async function downloadFile(
  path: string,
  query: Record<string, QueryValue | readonly QueryValue[]>,
  fallbackName: string,
) {
  const { body, headers } = await apiExchange<Blob>(path, { as: 'blob', query });
  const url = URL.createObjectURL(body);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
