import { baseUrl } from './browser.ts';

/** The seeded accounts (README's demo accounts). */
export const visitor = { email: 'visitante@vitrine.demo', password: 'visitante-2024' };
export const producer = { email: 'produtor@vitrine.demo', password: 'vitrine-demo-2024' };
/** A real PNG the server will accept, check by content and re-encode. */
export const pngPath = new URL('../public/pwa-192.png', import.meta.url).pathname;

/** 4xx answers provoked on purpose and unreachable hosts (map tiles; no internet) are not app errors. */
export const appErrors = (errors: string[]) =>
  errors.filter(
    (text) =>
      !/^Failed to load resource: the server responded with a status of 4\d\d/.test(text) &&
      !/^Failed to load resource: net::ERR_/.test(text),
  );

/** A call to the real server's API in the served tenant, with an optional token. */
export async function api<T>(pathname: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const config = (await (await fetch(`${baseUrl()}/api/config`)).json()) as { tenant: string };
  const headers = new Headers(init.headers);
  headers.set('X-Tenant', config.tenant);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl()}/api${pathname}`, { ...init, headers });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const signIn = async (account: { email: string; password: string }) =>
  (
    await api<{ token: string }>('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: account.email, password: account.password }),
    })
  ).token;
