import { loadPublicConfig } from '../config/public-config.ts';
import { httpExchange, httpRequest, type RequestOptions } from './http.ts';

/** A call to the API of this deployment's tenant (learned once from `GET /api/config`). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { tenant } = await loadPublicConfig();
  return httpRequest<T>(path, { ...options, tenant });
}

/** `apiRequest` with the success status and headers: a 201 against a 200, a download's name. */
export async function apiExchange<T>(path: string, options: Parameters<typeof httpExchange>[1] = {}) {
  const { tenant } = await loadPublicConfig();
  return httpExchange<T>(path, { ...options, tenant });
}
