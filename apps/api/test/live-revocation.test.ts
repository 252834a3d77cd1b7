import { randomUUID } from 'node:crypto';
import { eventTopic, userTopic } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import type { LiveEnvelope } from '../src/realtime/bus.ts';
import { LiveAccess, type LivePrincipal } from '../src/realtime/stomp/access.ts';
import { buildTestApp, demoTenant, type TestApp } from './helpers.ts';
import { connectStomp, type StompTestClient, subscribe, type Transport, withTimeout } from './live-client.ts';

const jwtSecret = 'live-revocation-secret-long-enough-for-hs256';
let test: TestApp;
let base: string;
let tenantId: number;
let eventId: number;
let adminToken: string;
const clients: StompTestClient[] = [];

beforeAll(async () => {
  // A round every 100 ms instead of every minute.
  test = await buildTestApp({ LIVE_RECHECK_MS: '100', JWT_SECRET: jwtSecret });
  base = await test.app.listen({ port: 0, host: '127.0.0.1' });
  const [tenant] = await test.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  tenantId = tenant!.id;
  eventId = tenant!.defaultEventId!;
  adminToken = (await login('produtor@vitrine.demo', 'vitrine-demo-2024')).token;
});
afterAll(async () => {
  for (const client of clients) await client.stop().catch(() => {});
  await test?.close();
});

async function login(email: string, password: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: demoTenant,
    payload: { login: email, password },
  });
  expect(response.statusCode).toBe(200);
  const token = response.json().token as string;
  return { token, userId: (await test.app.tokens.verify(token, 'demo'))!.userId };
}

/** A confirmed USER of the demo tenant, signed in. */
async function member() {
  const email = `live-${randomUUID()}@example.com`;
  await test.database.db.insert(users).values({
    tenantId,
    email,
    passwordHash: await hashPassword('segredo-123'),
    role: 'USER',
    confirmed: true,
    name: 'Paula Lima',
  });
  return login(email, 'segredo-123');
}

async function connect(token: string | undefined, transport: Transport = 'ws') {
  const client = await connectStomp(base, transport, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  clients.push(client);
  return client;
}

const envelope = (destination: string): LiveEnvelope => ({
  destination,
  message: {
    id: randomUUID(),
    type: 'ANNOUNCEMENT_PUBLISHED',
    eventId,
    publicationId: 7,
    texts: { 'pt-BR': 'Novo anúncio', es: 'Nuevo anuncio', en: 'New announcement' },
  },
});

/** The ERROR the server sent before closing, within a few rounds. */
async function withdrawnWith(client: StompTestClient): Promise<string> {
  await withTimeout(client.closed, 5_000, 'close after the token stopped holding');
  return client.errors.join('; ');
}

async function stillDelivers(client: StompTestClient, destination: string) {
  const sent = envelope(destination);
  test.app.bus.publish('live.message', sent);
  const received = await client.nextMessage(3_000);
  expect(JSON.parse(received.body).id).toBe(sent.message!.id);
}

describe('live connections end when their token stops holding', () => {
  it.each(['ws', 'sockjs'] as const)(
    'logout ends the connection of that token only (%s)',
    async (transport) => {
      const first = await member();
      const second = await login(
        (await test.database.db.select().from(users).where(eq(users.id, first.userId)))[0]!.email,
        'segredo-123',
      );
      const revoked = await connect(first.token, transport);
      await subscribe(revoked, userTopic(first.userId));
      await subscribe(revoked, eventTopic(eventId));
      const other = await connect(second.token, transport);
      await subscribe(other, userTopic(first.userId));
      const anonymous = await connect(undefined, transport);
      await subscribe(anonymous, eventTopic(eventId));

      const logout = await test.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...demoTenant, authorization: `Bearer ${first.token}` },
      });
      expect(logout.statusCode).toBe(204);
      expect(await withdrawnWith(revoked)).toContain('Token revoked');

      // The same user's other token, and anonymous readers, are untouched by the rounds since.
      await stillDelivers(other, userTopic(first.userId));
      await stillDelivers(anonymous, eventTopic(eventId));
      expect(revoked.messages).toHaveLength(0);
    },
  );

  it('a removed member loses the connection and the subscription to their user topic', async () => {
    const removed = await member();
    const client = await connect(removed.token);
    await subscribe(client, userTopic(removed.userId));
    const before = test.app.live.stats().subscriptions;

    const response = await test.app.inject({
      method: 'DELETE',
      url: `/api/user/${removed.userId}`,
      headers: { ...demoTenant, authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(204);
    expect(await withdrawnWith(client)).toContain('Account removed');
    expect(test.app.live.stats().subscriptions).toBeLessThan(before);
  });

  it('a member whose role changed must connect again', async () => {
    const promoted = await member();
    const client = await connect(promoted.token);
    await subscribe(client, userTopic(promoted.userId));

    const response = await test.app.inject({
      method: 'PATCH',
      url: `/api/user/${promoted.userId}/role`,
      headers: { ...demoTenant, authorization: `Bearer ${adminToken}` },
      payload: { role: 'ADMIN' },
    });
    expect(response.statusCode).toBe(200);
    expect(await withdrawnWith(client)).toContain('Role changed');

    // Connecting again with the same token works, under the new role.
    const again = await connect(promoted.token);
    await subscribe(again, userTopic(promoted.userId));
    await stillDelivers(again, userTopic(promoted.userId));
  });

  it('a token that expires while connected ends the connection', async () => {
    const user = await member();
    const claims = (await test.app.tokens.verify(user.token, 'demo'))!;
    const now = Math.floor(Date.now() / 1000);
    // The same claims as a real token, but expiring in three seconds.
    const shortLived = await new SignJWT({ ...claims, jti: undefined, iat: undefined, exp: undefined })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('vitrine')
      .setSubject(String(claims.userId))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 3)
      .sign(new TextEncoder().encode(jwtSecret));
    const client = await connect(shortLived);
    await subscribe(client, userTopic(user.userId));
    expect(await withdrawnWith(client)).toContain('Token expired');
  });
});

describe('LiveAccess.withdrawn', () => {
  it('judges thousands of connections in one call, in order', async () => {
    const access = new LiveAccess(test.app.tokens, test.app.tenants, test.database.db);
    const alive = await member();
    const gone = await member();
    const aliveClaims = (await test.app.tokens.verify(alive.token, 'demo'))!;
    await test.database.db.delete(users).where(eq(users.id, gone.userId));
    const principal = (overrides: Partial<LivePrincipal>): LivePrincipal => ({
      userId: alive.userId,
      tenantId,
      jti: aliveClaims.jti,
      exp: aliveClaims.exp,
      role: 'USER',
      ...overrides,
    });
    const list: LivePrincipal[] = [];
    for (let i = 0; i < 5_000; i++) list.push(principal({ jti: randomUUID() }));
    list.push(
      principal({ userId: gone.userId }),
      principal({ tenantId: tenantId + 10_000 }),
      principal({ role: 'ADMIN' }),
      principal({ exp: Math.floor(Date.now() / 1000) - 1 }),
    );
    const reasons = await access.withdrawn(list);
    expect(reasons).toHaveLength(list.length);
    expect(reasons.slice(0, 5_000).every((reason) => reason === null)).toBe(true);
    expect(reasons.slice(5_000)).toEqual([
      'Account removed',
      'Account removed',
      'Role changed: connect again',
      'Token expired',
    ]);
  });
});
