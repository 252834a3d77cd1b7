import { loadPublicConfig } from '../config/public-config.ts';
import { currentLocale } from '../i18n/language.ts';
import { translateServerError } from '../i18n/server-errors.ts';
import { expireSession, readStoredToken } from '../session/session-store.ts';
import { ApiError, fetchFailedBody, parseErrorBody } from './api-error.ts';
import { buildUrl, type RequestOptions } from './http.ts';

export interface UploadOptions {
  method: 'POST' | 'PUT';
  query?: RequestOptions['query'];
  body: FormData;
  /** Share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart call with upload progress: fetch cannot report how much of a body is sent, so
 * this one uses XMLHttpRequest, with the same headers, session handling and translated errors
 * as `apiRequest`.
 */
export async function apiUpload<T>(path: string, options: UploadOptions): Promise<T> {
  const { tenant } = await loadPublicConfig();
  const token = readStoredToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, buildUrl(path, options.query));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    xhr.setRequestHeader('X-Tenant', tenant);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const failed = () => reject(new ApiError(0, fetchFailedBody, translateServerError(fetchFailedBody)));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onload = () => {
      const parsed = readBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(parsed as T);
        return;
      }
      const body = parseErrorBody(parsed);
      if (xhr.status === 401 && token && body.code !== 'BAD_CREDENTIALS') expireSession(token);
      reject(new ApiError(xhr.status, body, translateServerError(body)));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.body);
  });
}

function readBody(xhr: XMLHttpRequest): unknown {
  if (xhr.status === 204 || !xhr.responseText) return undefined;
  if (!(xhr.getResponseHeader('Content-Type') ?? '').includes('json')) return xhr.responseText;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return undefined;
  }
}
