import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nameStorageKey, onSessionExpired, tokenStorageKey } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { buildUrl, httpRequest, parseRetryAfter } from './http.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('httpRequest', () => {
  it('sends the tenant, the token and JSON', async () => {
    localStorage.setItem(tokenStorageKey, 'a.b.c');
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(
      httpRequest('/user/help', { method: 'POST', body: { name: 'Ana' }, tenant: 'demo' }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/user/help');
    expect(headers.get('X-Tenant')).toBe('demo');
    expect(headers.get('Authorization')).toBe('Bearer a.b.c');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"Ana"}');
  });

  it('leaves multipart bodies to the browser', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await httpRequest('/publication/event/1', { method: 'POST', body: form, tenant: 'demo' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('turns an error body into a translated ApiError', async () => {
    fetchMock.mockResolvedValue(json(404, { code: 'EVENT_NOT_FOUND', message: 'Event not found', args: [] }));
    const error = await httpRequest('/event/9', { tenant: 'demo' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'EVENT_NOT_FOUND',
      message: 'Evento não encontrado',
      args: [],
    });
  });

  it('falls back to "Fetch failed" when the network or body fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await expect(httpRequest('/event/1')).rejects.toMatchObject({
      status: 0,
      body: { message: 'Fetch failed' },
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(httpRequest('/event/1')).rejects.toMatchObject({
      status: 502,
      body: { message: 'Fetch failed' },
    });
  });
});

describe('session expiry', () => {
  const unauthorized = () =>
    json(401, { code: 'UNAUTHORIZED', message: 'Authentication required', args: [] });

  it('forgets a token the server refuses, and says so', async () => {
    localStorage.setItem(tokenStorageKey, 'a.b.c');
    localStorage.setItem(nameStorageKey, 'Ana');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    fetchMock.mockResolvedValue(unauthorized());
    await expect(httpRequest('/event/1', { tenant: 'demo' })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(localStorage.getItem(nameStorageKey)).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it('keeps a newer token stored while the refused request was in flight', async () => {
    localStorage.setItem(tokenStorageKey, 'old.token.x');
    fetchMock.mockImplementation(async () => {
      localStorage.setItem(tokenStorageKey, 'new.token.y');
      return unauthorized();
    });
    await httpRequest('/event/1').catch(() => {});
    expect(localStorage.getItem(tokenStorageKey)).toBe('new.token.y');
  });

  it('leaves the session alone for wrong credentials and for calls sent without it', async () => {
    localStorage.setItem(tokenStorageKey, 'a.b.c');
    fetchMock.mockResolvedValueOnce(
      json(401, { code: 'BAD_CREDENTIALS', message: 'Bad credentials', args: [] }),
    );
    await httpRequest('/auth/login', { method: 'POST' }).catch(() => {});
    fetchMock.mockResolvedValueOnce(unauthorized());
    await httpRequest('/auth/login', { method: 'POST', token: 'omit' }).catch(() => {});
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).has('Authorization')).toBe(false);
    fetchMock.mockResolvedValueOnce(unauthorized());
    await httpRequest('/auth/logout', { method: 'POST', token: 'keep' }).catch(() => {});
    expect(localStorage.getItem(tokenStorageKey)).toBe('a.b.c');
  });
});

describe('rate limits', () => {
  it('reads Retry-After', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many requests', args: [30] }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
      }),
    );
    await expect(httpRequest('/user/help', { method: 'POST' })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
    });
  });

  it('understands seconds and dates', () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(new Date(Date.now() + 5_000).toUTCString())).toBeGreaterThanOrEqual(4);
  });
});

describe('buildUrl', () => {
  it('repeats array values and skips empty ones', () => {
    expect(buildUrl('/publication/1', { oldFiles: ['a', 'b'], description: undefined, page: 0 })).toBe(
      '/api/publication/1?oldFiles=a&oldFiles=b&page=0',
    );
  });
});
