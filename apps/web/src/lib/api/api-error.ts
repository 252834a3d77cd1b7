/** What the API answers on 4xx/5xx (docs/ARCHITECTURE.md, 'Rules the code relies on'), or what we make up when it could not answer. */
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
  /** From the Retry-After header of a 429, when the server sent one. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    body: ApiErrorBody,
    translatedMessage: string,
    extra: { retryAfterSeconds?: number | null } = {},
  ) {
    super(translatedMessage);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
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

/** How long a rate-limited caller should wait: Retry-After, else the seconds in `args[0]`. */
export function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  if (error.retryAfterSeconds !== null) return error.retryAfterSeconds;
  const seconds = Number(error.args[0]);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}
