import type { vi } from 'vitest';

/** A JSON answer as the API gives it. */
export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** An API error answer `{ code, message, args }`. */
export const apiErrorResponse = (
  status: number,
  code: string,
  args: unknown[] = [],
  headers: Record<string, string> = {},
) => jsonResponse(status, { code, message: code, args }, headers);

/** The calls a fetch mock received, as url, method, headers and parsed JSON body. */
export function callsOf(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method ?? 'GET',
    headers: new Headers(init?.headers),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
  }));
}
