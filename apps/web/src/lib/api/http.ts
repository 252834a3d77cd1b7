import { translateServerError } from '../i18n/server-errors.ts';
import { readStoredToken } from '../session/session-store.ts';
import { ApiError, fetchFailedBody, parseErrorBody } from './api-error.ts';

export const apiBase = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData goes as multipart with the browser's boundary. */
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

/** One HTTP call to the API with the tenant given; most code wants `apiRequest` instead. */
export async function httpRequest<T>(
  path: string,
  options: RequestOptions & { tenant?: string } = {},
): Promise<T> {
  const { method = 'GET', body, query, signal, tenant } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (tenant) headers.set('X-Tenant', tenant);
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, fetchFailedBody, translateServerError(fetchFailedBody));
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    const errorBody = parseErrorBody(parsed);
    throw new ApiError(response.status, errorBody, translateServerError(errorBody));
  }
  return parsed as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  try {
    return type.includes('json') ? await response.json() : await response.text();
  } catch {
    return undefined;
  }
}
