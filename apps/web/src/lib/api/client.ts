import { loadPublicConfig } from '../config/public-config.ts';
import { httpRequest, type RequestOptions } from './http.ts';

/** A call to the API of this deployment's tenant (learned once from `GET /api/config`). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { tenant } = await loadPublicConfig();
  return httpRequest<T>(path, { ...options, tenant });
}
