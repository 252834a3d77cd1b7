import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { apiKeyLimits, apiKeyPattern, type CreatedApiKey } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, demoTenant, type TestDatabase } from '../../../test/helpers.ts';
import { listRoutes } from '../../../test/route-table.ts';
import { makeTempDir } from '../../../test/template.ts';
import { buildApp } from '../../app.ts';
import { demoAdminPassword, loadConfig } from '../../config.ts';
import { apiKeys, events, tenants, users } from '../../db/schema.ts';
import { routeScopes } from '../../identity/scopes.ts';
import { hashPassword } from '../../lib/password.ts';
import { LocalDiskStorage } from '../../media/storage.ts';

let database: TestDatabase;
let dataDir: string;
let app: FastifyInstance;
/** Every line the app logged, to look for keys in. */
const logged: string[] = [];
let adminToken: string;
let eventId: number;
let otherEventId: number;

const login = async (email: string, password: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: demoTenant,
    payload: { login: email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
};

const make = async (name: string, scopes: string[], token = adminToken): Promise<CreatedApiKey> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/integration/key',
    headers: { ...demoTenant, authorization: `Bearer ${token}` },
    payload: { name, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

/** A call with `key` and no X-Tenant: the key names its tenant. */
const withKey = (
  key: string,
  method: string,
  url: string,
  extra: { headers?: Record<string, string>; payload?: object } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${key}`, ...extra.headers },
    ...(extra.payload ? { payload: extra.payload } : {}),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await makeTempDir('api-keys');
  // A logger whose every line is kept, to look for keys in.
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') }),
    {
      database: database.database,
      storage: new LocalDiskStorage(inject('template').mediaDir),
      logger: { level: 'trace', stream: sink },
    },
  );
  await app.ready();
  adminToken = await login('produtor@vitrine.demo', demoAdminPassword);
  const db = database.database.db;
  const [demo] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  const [first] = await db.select({ id: events.id }).from(events).where(eq(events.tenantId, demo!.id));
  eventId = first!.id;
  // Another tenant with an event of its own, which the demo's keys must never reach.
  const [other] = await db.insert(tenants).values({ slug: 'other', name: 'Other' }).returning();
  const [otherEvent] = await db
    .insert(events)
    .values({
      tenantId: other!.id,
      title: 'Feira alheia',
      dateStart: '2027-03-18',
      dateEnd: '2027-03-20',
      timeStart: '09:00',
      timeEnd: '18:00',
    })
    .returning({ id: events.id });
  otherEventId = otherEvent!.id;
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('making, listing and revoking keys', () => {
  it('shows the key once and keeps only its hash and prefix', async () => {
    const made = await make('CRM', ['read']);
    expect(made.key).toMatch(apiKeyPattern);
    expect(made.prefix).toBe(made.key.slice(0, 12));
    expect(made.scopes).toEqual(['read']);
    expect(made.createdBy?.name).toBeTruthy();

    const list = await app.inject({
      method: 'GET',
      url: '/api/integration/key',
      headers: { ...demoTenant, authorization: `Bearer ${adminToken}` },
    });
    const listed = list.json().find((key: { id: number }) => key.id === made.id);
    expect(listed).toMatchObject({ name: 'CRM', prefix: made.prefix, lastUsedAt: null });
    expect(listed).not.toHaveProperty('key');
    expect(list.body).not.toContain(made.key.slice(12));

    const [row] = await database.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(Object.values(row!).map(String).join(' ')).not.toContain(made.key.slice(12));

    // Its use shows in the list, to the minute.
    expect((await withKey(made.key, 'GET', `/api/event/${eventId}`)).statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/api/integration/key',
      headers: { ...demoTenant, authorization: `Bearer ${adminToken}` },
    });
    expect(after.json().find((key: { id: number }) => key.id === made.id).lastUsedAt).not.toBeNull();
  });

  it('refuses a nameless key, unknown or repeated scopes and none', async () => {
    for (const payload of [
      { name: '', scopes: ['read'] },
      { name: 'x'.repeat(apiKeyLimits.nameLength + 1), scopes: ['read'] },
      { name: 'A', scopes: ['admin'] },
      { name: 'A', scopes: ['read', 'read'] },
      { name: 'A', scopes: [] },
      { name: 'A' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/integration/key',
        headers: { ...demoTenant, authorization: `Bearer ${adminToken}` },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('revokes a key: 401 from the next call, gone from the list, a second revoke 404', async () => {
    const made = await make('Site', ['read']);
    expect((await withKey(made.key, 'GET', '/api/event')).statusCode).toBe(200);
    const revoke = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/integration/key/${made.id}`,
        headers: { ...demoTenant, authorization: `Bearer ${adminToken}` },
      });
    expect((await revoke()).statusCode).toBe(204);
    const refused = await withKey(made.key, 'GET', '/api/event');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');
    expect((await revoke()).json().code).toBe('API_KEY_NOT_FOUND');
  });

  it('stops a key whose maker is no longer an ADMIN', async () => {
    const db = database.database.db;
    const [demo] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const [maker] = await db
      .insert(users)
      .values({
        tenantId: demo!.id,
        email: 'maker@keys.test',
        name: 'Maker',
        role: 'ADMIN',
        confirmed: true,
        passwordHash: await hashPassword('secret-password-1'),
      })
      .returning();
    const made = await make('Maker key', ['read'], await login('maker@keys.test', 'secret-password-1'));
    expect((await withKey(made.key, 'GET', '/api/event')).statusCode).toBe(200);
    const demote = await app.inject({
      method: 'PATCH',
      url: `/api/user/${maker!.id}/role`,
      headers: { ...demoTenant, authorization: `Bearer ${adminToken}` },
      payload: { role: 'USER' },
    });
    expect(demote.statusCode, demote.body).toBe(200);
    expect((await withKey(made.key, 'GET', '/api/event')).statusCode).toBe(401);
  });

  it('answers 401 to a made-up key and to a key of the right shape nobody made', async () => {
    expect((await withKey('vtr_nope', 'GET', '/api/event')).statusCode).toBe(401);
    expect((await withKey(`vtr_${'a'.repeat(52)}`, 'GET', '/api/event')).statusCode).toBe(401);
  });
});

describe('what a key reaches', () => {
  it('reads with `read` and no X-Tenant, and is refused writes and people without their scopes', async () => {
    const { key } = await make('Leitura', ['read']);
    const read = await withKey(key, 'GET', `/api/agenda/event/${eventId}`);
    expect(read.statusCode).toBe(200);
    const write = await withKey(key, 'POST', '/api/agenda', {
      payload: { eventId, date: '18/03/2027', timeStart: '10:00', timeEnd: '11:00', theme: 'Painel' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'SCOPE_REQUIRED', args: ['write:content'] });
    const people = await withKey(key, 'GET', '/api/user');
    expect(people.json()).toMatchObject({ code: 'SCOPE_REQUIRED', args: ['read:people'] });
  });

  it('writes with `write:content`, as the ADMIN who made it', async () => {
    const { key } = await make('Escrita', ['write:content']);
    const event = await app.inject({ method: 'GET', url: `/api/event/${eventId}`, headers: demoTenant });
    const [day, month, year] = (event.json().dateStart as string).split('/');
    const created = await withKey(key, 'POST', '/api/agenda', {
      payload: {
        eventId,
        date: `${day}/${month}/${year}`,
        timeStart: '10:00',
        timeEnd: '11:00',
        theme: 'Painel pela API',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Without `read`, the key cannot read back what it wrote.
    expect((await withKey(key, 'GET', `/api/agenda/event/${eventId}`)).json().code).toBe('SCOPE_REQUIRED');
  });

  it('reads the members with `read:people`', async () => {
    const { key } = await make('Pessoas', ['read:people']);
    const people = await withKey(key, 'GET', '/api/user');
    expect(people.statusCode, people.body).toBe(200);
  });

  it("never reaches another tenant's data", async () => {
    const { key } = await make('Tudo', ['read', 'write:content', 'read:people']);
    // Another tenant's header with our key: refused as unknown there.
    const foreignHeader = await withKey(key, 'GET', '/api/event', { headers: { 'x-tenant': 'other' } });
    expect(foreignHeader.statusCode).toBe(401);
    // The other tenant's ids through our tenant: not found.
    expect((await withKey(key, 'GET', `/api/event/${otherEventId}`)).statusCode).toBe(404);
    const listed = await withKey(key, 'GET', '/api/event');
    expect(JSON.stringify(listed.json())).not.toContain('Feira alheia');
    // Our own header is fine.
    expect((await withKey(key, 'GET', '/api/event', { headers: demoTenant })).statusCode).toBe(200);
  });

  it('gets SCOPE_REQUIRED on every route outside its scopes, and never a scope refusal inside them', async () => {
    const full = await make('Todas', ['read', 'write:content', 'read:people']);
    const readOnly = await make('Só leitura', ['read']);
    const untenanted =
      /^\/api\/(health|ready|docs|openapi\.json|metrics|websocket|media|calendar\/:key|login\/oauth2)/;
    const fill = (url: string) => url.replace(':kind', 'agenda').replace(/:(\w+)/g, '1');
    let outside = 0;
    let inside = 0;
    for (const route of listRoutes(app)) {
      if (!route.url.startsWith('/api/') || untenanted.test(route.url)) continue;
      const entry = routeScopes[`${route.method} ${route.url}`];
      if (entry === undefined) {
        // Refused before anything is read or done, whatever the key may do elsewhere.
        const response = await withKey(full.key, route.method, fill(route.url));
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().code, `${route.method} ${route.url}`).toBe('SCOPE_REQUIRED');
        outside++;
      } else if (route.method === 'GET') {
        const response = await withKey(readOnly.key, route.method, fill(route.url));
        const scope = typeof entry === 'function' ? entry({ kind: 'agenda' }) : entry;
        const refused = response.statusCode === 403 && response.json().code === 'SCOPE_REQUIRED';
        expect(refused, `${route.method} ${route.url}`).toBe(scope !== 'read');
        inside++;
      } else {
        // A write the read key may not make: refused, and nothing written.
        const response = await withKey(readOnly.key, route.method, fill(route.url), { payload: {} });
        expect(response.json().code, `${route.method} ${route.url}`).toBe('SCOPE_REQUIRED');
        inside++;
      }
    }
    expect(outside).toBeGreaterThan(50);
    expect(inside).toBe(Object.keys(routeScopes).length);
  });

  it('is limited per key: 429 with Retry-After past the minute’s calls, other keys unaffected', async () => {
    const busy = await make('Ocupada', ['read']);
    const calm = await make('Calma', ['read']);
    let refused: LightMyRequestResponse | undefined;
    for (let call = 0; call <= apiKeyLimits.requestsPerMinute && !refused; call++) {
      const response = await withKey(busy.key, 'GET', `/api/event/shortcuts/${eventId}`);
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode).toBe(200);
    }
    expect(refused?.json().code).toBe('RATE_LIMITED');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(calm.key, 'GET', `/api/event/shortcuts/${eventId}`)).statusCode).toBe(200);
  });

  it('documents the key scheme and each route’s scope in OpenAPI', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = spec.paths['/api/event'].get;
    expect(list.description).toContain('API key scope: `read`');
    expect(list.security).toContainEqual({ apiKey: [] });
    expect(spec.paths['/api/agenda'].post.description).toContain('`write:content`');
    expect(spec.paths['/api/integration/key'].post.security ?? []).not.toContainEqual({ apiKey: [] });
  });
});

describe('keys in the logs', () => {
  it('never writes a key, or any part of one, to the log', async () => {
    const made = await make('Log', ['read']);
    await withKey(made.key, 'GET', `/api/event/${eventId}`);
    await withKey(made.key, 'GET', '/api/user');
    await withKey(`${made.key}x`, 'GET', '/api/event');
    await app.inject({
      method: 'DELETE',
      url: `/api/integration/key/${made.id}`,
      headers: { ...demoTenant, authorization: `Bearer ${adminToken}` },
    });
    await withKey(made.key, 'GET', '/api/event');
    const text = logged.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(text).toContain('/api/event');
    expect(text).not.toContain(made.key.slice(4, 20));
  });
});
