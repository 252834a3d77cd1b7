/** What the API answers on 4xx/5xx (DESIGN §5), or what we make up when it could not answer. */
export interface ApiErrorBody {
  code: string;
  message: string;
  args: unknown[];
}

export const fetchFailedBody: ApiErrorBody = { code: 'FETCH_FAILED', message: 'Fetch failed', args: [] };

/**
 * A failed API call. `message` is already in the interface language at the time of failure;
 * screens that outlive a language switch re-translate from `body` with `translateServerError`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody, translatedMessage: string) {
    super(translatedMessage);
    this.status = status;
    this.body = body;
  }

  get code(): string {
    return this.body.code;
  }

  get args(): unknown[] {
    return this.body.args;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads an error body defensively: proxies and crashes answer HTML or nothing at all. */
export function parseErrorBody(payload: unknown): ApiErrorBody {
  if (typeof payload !== 'object' || payload === null) return fetchFailedBody;
  const record = payload as Record<string, unknown>;
  const message = typeof record.message === 'string' ? record.message : fetchFailedBody.message;
  const code = typeof record.code === 'string' ? record.code : '';
  const args = Array.isArray(record.args) ? record.args : [];
  return { code, message, args };
}
