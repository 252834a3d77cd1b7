/**
 * Answers that depend on the caller are kept by no cache; public reads stay cacheable. Before,
 * a feed with the caller's pending posts, notifications and members went out with no
 * Cache-Control at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminPassword, demoUser } from '../src/config.ts';
import { buildShowcaseTestApp, demoTenant, type ShowcaseTestApp } from './helpers.ts';

let test: ShowcaseTestApp;
const tokens: Record<'admin' | 'user', string> = { admin: '', user: '' };

beforeAll(async () => {
  test = await buildShowcaseTestApp();
  for (const [who, login, password] of [
    ['admin', 'produtor@vitrine.demo', demoAdminPassword],
    ['user', demoUser.email, demoUser.password],
  ] as const) {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: demoTenant,
      payload: { login, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    tokens[who] = response.json().token;
  }
});
afterAll(() => test?.close());

const as = (who: keyof typeof tokens) => ({ ...demoTenant, authorization: `Bearer ${tokens[who]}` });

describe('Cache-Control', () => {
  it('is private, no-store on what is read with a token', async () => {
    for (const [url, who] of [
      [`/api/publication/event/${test.eventId}`, 'user'],
      [`/api/publication/event/${test.eventId}`, 'admin'],
      ['/api/notification', 'user'],
      [`/api/event/participate/${test.eventId}`, 'user'],
      ['/api/user/members', 'admin'],
      ['/api/tenant/settings', 'admin'],
    ] as const) {
      const response = await test.get(url, as(who));
      expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('is private, no-store on writes and on refusals of a token', async () => {
    const write = await test.app.inject({ method: 'POST', url: '/api/auth/guest', headers: demoTenant });
    expect(write.headers['cache-control']).toBe('private, no-store');
    const refused = await test.get('/api/user/members', as('user'));
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps public reads cacheable, and the feed varies on the token', async () => {
    const event = await test.get(`/api/event/${test.eventId}`);
    expect(event.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    // The body of a public read does not depend on who asks: a token changes nothing.
    const withToken = await test.get(`/api/event/${test.eventId}`, as('user'));
    expect(withToken.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(withToken.body).toBe(event.body);
    for (const attempt of [1, 2]) {
      const feed = await test.get(`/api/publication/event/${test.eventId}`);
      expect(feed.headers['cache-control'], `read ${attempt}`).toBe('public, no-cache');
      expect(String(feed.headers.vary), `read ${attempt}`).toMatch(/Authorization/);
    }
  });
});
