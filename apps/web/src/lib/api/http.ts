import { currentLocale } from '../i18n/language.ts';
import { translateServerError } from '../i18n/server-errors.ts';
import { noteCachedCopy } from '../offline/cached-copies.ts';
import { expireSession, readStoredToken } from '../session/session-store.ts';
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
  /**
   * 'send' (default) sends the stored token and treats a 401 as the end of the session;
   * 'omit' sends none (sign-in calls: a dead token must not block a fresh sign-in);
   * 'keep' sends it but leaves the session alone on a 401 (logout, which ends it anyway).
   */
  token?: 'send' | 'omit' | 'keep';
  /**
   * The browser cache mode. Public reads are cacheable for 30 s; a screen that has just changed
   * them (the producer area) asks with 'no-cache' to revalidate (a 304 when nothing changed).
   */
  cache?: RequestCache;
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
  return (await httpExchange<T>(path, options)).body;
}

/** The same call, with the success status too (a 201 'created' against a 200 'already there'). */
export async function httpExchange<T>(
  path: string,
  options: RequestOptions & { tenant?: string; as?: 'body' | 'blob' } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const {
    method = 'GET',
    body,
    query,
    signal,
    tenant,
    cache,
    token: tokenUse = 'send',
    as = 'body',
  } = options;
  // The server writes mail (the sign-up code) and notifications in the language shown here.
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
  if (tenant) headers.set('X-Tenant', tenant);
  const token = tokenUse === 'omit' ? null : readStoredToken();
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
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      ...(cache ? { cache } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, fetchFailedBody, translateServerError(fetchFailedBody));
  }

  const parsed = response.ok && as === 'blob' ? await response.blob() : await readBody(response);
  if (!response.ok) {
    const errorBody = parseErrorBody(parsed);
    // The server refuses a revoked or expired token on every route (401): the session is over.
    if (response.status === 401 && token && tokenUse === 'send' && errorBody.code !== 'BAD_CREDENTIALS') {
      expireSession(token);
    }
    throw new ApiError(response.status, errorBody, translateServerError(errorBody), {
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }
  // The service worker's copy, when the network was away: the offline banner tells its age.
  noteCachedCopy(parsed, response.headers);
  return { status: response.status, body: parsed as T, headers: response.headers };
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

/** Retry-After in seconds (the server sends seconds; an HTTP date is honoured too). */
export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
