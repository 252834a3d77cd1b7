/**
 * X-Forwarded-For is believed only from the proxies TRUST_PROXY names. Before, any loopback or
 * private peer was trusted, so a client on the same host rotating the header made 35 logins a
 * minute with no 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '../src/modules/auth/auth.service.ts';
import { buildTestApp, demoTenant, type TestApp } from './helpers.ts';

let untrusting: TestApp;
let behindProxy: TestApp;
let oneHop: TestApp;

beforeAll(async () => {
  [untrusting, behindProxy, oneHop] = await Promise.all([
    buildTestApp(),
    buildTestApp({ TRUST_PROXY: '127.0.0.1, 192.0.2.0/24' }),
    buildTestApp({ TRUST_PROXY: '1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([untrusting?.close(), behindProxy?.close(), oneHop?.close()]);
});

/** Logins to distinct unknown accounts (so only the per-address limit counts), each with its own forwarded address. */
async function rotatingLogins(test: TestApp, remoteAddress: string, count: number, prefix: string) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { ...demoTenant, 'x-forwarded-for': `203.0.113.${index}` },
      payload: { login: `${prefix}${index}@example.com`, password: 'wrong-password' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  const over = authLimits.loginPerIp.limit + 5;

  it('unset: a forwarded address from loopback is not believed, so rotating it gains nothing', async () => {
    const statuses = await rotatingLogins(untrusting, '127.0.0.1', over, 'a');
    expect(statuses.filter((status) => status === 401)).toHaveLength(authLimits.loginPerIp.limit);
    expect(statuses.at(-1)).toBe(429);
  });

  it('believes the proxies it names, and only those', async () => {
    // Through the named proxy: each client is counted on its own.
    expect(new Set(await rotatingLogins(behindProxy, '127.0.0.1', over, 'b'))).toEqual(new Set([401]));
    expect(new Set(await rotatingLogins(behindProxy, '192.0.2.7', over, 'c'))).toEqual(new Set([401]));
    // A private peer that is not named counts as the client itself.
    const statuses = await rotatingLogins(behindProxy, '10.0.0.7', over, 'd');
    expect(statuses.at(-1)).toBe(429);
  });

  it('with a hop count, believes that many proxies and takes the address before them', async () => {
    // /api/metrics answers private clients only: it shows which address was taken as the client's.
    const metricsFrom = (forwarded: string) =>
      oneHop.app
        .inject({
          url: '/api/metrics',
          remoteAddress: '203.0.113.1',
          headers: { 'x-forwarded-for': forwarded },
        })
        .then((response) => response.statusCode);
    expect(await metricsFrom('10.0.0.9')).toBe(200);
    // The forged first entry is beyond the one trusted hop.
    expect(await metricsFrom('10.0.0.9, 203.0.113.50')).toBe(404);
  });
});
