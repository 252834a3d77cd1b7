import { eventTopic, userTopic } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildShowcaseTestApp, demoTenant, type ShowcaseTestApp } from '../../../test/helpers.ts';
import { connectStomp, subscribe, type Transport, withTimeout } from '../../../test/live-client.ts';
import { liveFixture } from '../../../test/live-fixture.ts';

let live: Awaited<ReturnType<typeof liveFixture>>;
let test: ShowcaseTestApp;
let base: string;

beforeAll(async () => {
  live = await liveFixture();
  ({ test, base } = live);
});
afterAll(() => live?.test.close());

describe.each<[Transport, string[] | undefined]>([
  ['ws', undefined],
  ['sockjs', undefined],
  ['sockjs', ['xhr-streaming']],
  ['sockjs', ['xhr-polling']],
])('the live channel over %s %j', (transport, sockjsTransports) => {
  it('delivers an event message in the language of the connection', async () => {
    const pt = await connectStomp(base, transport, { sockjsTransports });
    const en = await connectStomp(base, transport, {
      sockjsTransports,
      headers: { 'accept-language': 'en' },
    });
    await subscribe(pt, eventTopic(test.eventId));
    await subscribe(en, eventTopic(test.eventId));
    test.app.bus.publish('live.message', live.envelope(eventTopic(test.eventId)));
    const [toPt, toEn] = await Promise.all([pt.nextMessage(), en.nextMessage()]);
    expect(JSON.parse(toPt.body)).toEqual({
      id: 'b-1',
      type: 'ANNOUNCEMENT_PUBLISHED',
      message: 'Novo anúncio',
      eventId: test.eventId,
      publicationId: 7,
    });
    expect(toPt.headers['content-type']).toBe('application/json');
    expect(toPt.headers.destination).toBe(eventTopic(test.eventId));
    expect(JSON.parse(toEn.body).message).toBe('New announcement');
    await Promise.all([pt.stop(), en.stop()]);
    await live.statsBecome({ connections: 0, subscriptions: 0 });
  });

  it('lets a signed-in user read their own topic and no one else’s', async () => {
    const client = await connectStomp(base, transport, {
      sockjsTransports,
      headers: { Authorization: `Bearer ${live.admin.token}` },
    });
    await subscribe(client, userTopic(live.admin.userId));
    test.app.bus.publish('live.message', live.envelope(userTopic(live.admin.userId), 'n-1'));
    expect(JSON.parse((await client.nextMessage()).body).id).toBe('n-1');
    await expect(subscribe(client, userTopic(live.admin.userId + 1))).rejects.toThrow(/own user topic/);
    await withTimeout(client.closed, 3_000, 'close');
    await client.stop();
    await live.statsBecome({ connections: 0, subscriptions: 0 });
  });
});

describe('who may subscribe', () => {
  it('refuses a user topic to an anonymous client', async () => {
    const client = await connectStomp(base, 'ws');
    await expect(subscribe(client, userTopic(live.admin.userId))).rejects.toThrow(/Sign in/);
    await client.stop();
  });

  it('refuses unknown destinations and events that do not exist', async () => {
    for (const destination of ['/queue/x', '/topic/event/999999', '/topic/event/99999999999']) {
      const client = await connectStomp(base, 'ws');
      await expect(subscribe(client, destination)).rejects.toThrow(/refused/);
      await client.stop();
    }
  });

  it('refuses a revoked, a tampered and a malformed token', async () => {
    const revoked = await live.login('produtor@vitrine.demo', 'vitrine-demo-2024');
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...demoTenant, authorization: `Bearer ${revoked.token}` },
    });
    expect(logout.statusCode).toBe(204);
    for (const token of [revoked.token, `${live.admin.token.slice(0, -2)}xx`, 'nonsense']) {
      await expect(
        connectStomp(base, 'ws', { headers: { Authorization: `Bearer ${token}` } }),
      ).rejects.toThrow(/Invalid, expired or revoked token/);
    }
  });

  it('lets a guest read only their own topic', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/guest', headers: demoTenant });
    const { token } = response.json() as { token: string };
    const guest = await test.app.tokens.verify(token, 'demo');
    const client = await connectStomp(base, 'ws', { headers: { Authorization: `Bearer ${token}` } });
    await subscribe(client, eventTopic(test.eventId));
    await subscribe(client, userTopic(guest!.userId));
    await expect(subscribe(client, userTopic(live.admin.userId))).rejects.toThrow(/own user topic/);
    await client.stop();
  });
});

describe('the HTTP side', () => {
  it('serves SockJS info and leaves other routes and 404s to Fastify', async () => {
    const info = await fetch(`${base}/api/websocket/info`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ websocket: true });
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBeLessThan(500);
    const missing = await fetch(`${base}/api/nowhere`, { headers: demoTenant });
    expect(missing.status).toBe(404);
  });

  it('refuses an oversized SockJS xhr_send body', async () => {
    const response = await fetch(`${base}/api/websocket/000/abcdefgh/xhr_send`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(300_000),
    });
    expect(response.status).toBe(413);
  });

  it('answers a WebSocket upgrade elsewhere with 404', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/elsewhere`);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      ws.on('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });

  it('takes the language of the upgrade request when CONNECT names none', async () => {
    const client = await connectStomp(base, 'ws', { requestLanguage: 'es-AR,es;q=0.9' });
    await subscribe(client, eventTopic(test.eventId));
    test.app.bus.publish('live.message', live.envelope(eventTopic(test.eventId)));
    expect(JSON.parse((await client.nextMessage()).body).message).toBe('Nuevo anuncio');
    await client.stop();
  });
});

describe('end to end', () => {
  it('delivers an announcement the admin posts to a client watching the event', async () => {
    const client = await connectStomp(base, 'sockjs', { headers: { 'accept-language': 'es' } });
    await subscribe(client, eventTopic(test.eventId));
    const posted = await fetch(
      `${base}/api/publication/event/${test.eventId}?type=ANNOUNCEMENT&description=${encodeURIComponent('Portões abertos')}`,
      { method: 'POST', headers: { ...demoTenant, authorization: `Bearer ${live.admin.token}` } },
    );
    expect(posted.status).toBeLessThan(300);
    const { id } = (await posted.json()) as { id: number };
    const message = JSON.parse((await client.nextMessage()).body);
    expect(message).toMatchObject({
      type: 'ANNOUNCEMENT_PUBLISHED',
      eventId: test.eventId,
      publicationId: id,
    });
    expect(message.message).toMatch(/^Nuevo anuncio en .*Portões abertos/);
    await client.stop();
  });

  it('closes every session when the app closes', async () => {
    const other = await buildShowcaseTestApp();
    const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const clients = await Promise.all([connectStomp(otherBase, 'ws'), connectStomp(otherBase, 'sockjs')]);
    await Promise.all(clients.map((client) => subscribe(client, eventTopic(other.eventId))));
    expect(other.app.live.stats()).toMatchObject({ connections: 2, subscriptions: 2 });
    const server = other.app.server;
    await withTimeout(other.close(), 10_000, 'app close');
    expect(server.listenerCount('upgrade')).toBe(0);
    await Promise.all(clients.map((client) => withTimeout(client.closed, 5_000, 'client close')));
    expect(other.app.live.stats()).toMatchObject({ connections: 0, subscriptions: 0 });
    await Promise.all(clients.map((client) => client.stop()));
  });
});
