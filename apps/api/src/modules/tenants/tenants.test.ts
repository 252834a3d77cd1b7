import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { tenantSettingsSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, demoTenant, otherTenant, type TestDatabase } from '../../../test/helpers.ts';
import { makeTempDir } from '../../../test/template.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { tenants, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { LocalDiskStorage } from '../../media/storage.ts';
import { type Bus, MemoryBus, RedisBus } from '../../realtime/bus.ts';

const defaultAndroid = 'https://play.example.com/store/apps/default';
let database: TestDatabase;
let dataDir: string;
/** Two nodes on one database, as in a deployment: writes on one, reads on the other. */
let nodes: FastifyInstance[];
let tokens: Record<'admin' | 'user' | 'guest' | 'otherAdmin', string>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await makeTempDir('settings');
  const shared = new MemoryBus();
  const prefix = `vitrine:test:${randomBytes(6).toString('hex')}:bus:`;
  const busFor = async (): Promise<Bus> =>
    process.env.REDIS_URL
      ? new RedisBus(process.env.REDIS_URL, pino({ level: 'silent' }), prefix).start()
      : shared;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    JWT_SECRET: 'settings-test-secret-0123456789abcdef',
    ANDROID_APP_URL: defaultAndroid,
  });
  nodes = [];
  for (let node = 0; node < 2; node++) {
    nodes.push(
      await buildApp(config, {
        database: database.database,
        storage: new LocalDiskStorage(inject('template').mediaDir),
        logger: false,
        bus: await busFor(),
      }),
    );
  }
  const db = database.database.db;
  const [other] = await db.insert(tenants).values({ slug: 'other', name: 'Other' }).returning();
  const [demo] = await db.select().from(tenants).where(eqSlug('demo'));
  const passwordHash = await hashPassword('secret-password-1');
  await db.insert(users).values([
    {
      tenantId: demo!.id,
      email: 'user@settings.test',
      name: 'U',
      role: 'USER',
      confirmed: true,
      passwordHash,
    },
    {
      tenantId: other!.id,
      email: 'admin@other.test',
      name: 'O',
      role: 'ADMIN',
      confirmed: true,
      passwordHash,
    },
  ]);
  const signIn = async (login: string, password: string, headers = demoTenant) =>
    (
      await nodes[0]!.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { login, password },
      })
    ).json().token as string;
  tokens = {
    admin: await signIn('produtor@vitrine.demo', 'vitrine-demo-2024'),
    user: await signIn('user@settings.test', 'secret-password-1'),
    guest: (await nodes[0]!.inject({ method: 'POST', url: '/api/auth/guest', headers: demoTenant })).json()
      .token,
    otherAdmin: await signIn('admin@other.test', 'secret-password-1', otherTenant),
  };
});
afterAll(async () => {
  for (const node of nodes ?? []) await node.close();
  await database?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const eqSlug = (slug: string) => eq(tenants.slug, slug);
const bearer = (token?: string, tenant = demoTenant) =>
  token ? { ...tenant, authorization: `Bearer ${token}` } : { ...tenant };
const getSettings = (token?: string, node = 0, tenant = demoTenant) =>
  nodes[node]!.inject({ url: '/api/tenant/settings', headers: bearer(token, tenant) });
const putSettings = (token: string | undefined, payload: object, node = 0, tenant = demoTenant) =>
  nodes[node]!.inject({
    method: 'PUT',
    url: '/api/tenant/settings',
    headers: bearer(token, tenant),
    payload,
  });
const publicConfig = (node = 1) =>
  nodes[node]!.inject({ url: '/api/config', headers: demoTenant }).then((r) => r.json());

const settings = {
  name: 'Feira Demo',
  supportEmail: 'suporte@feira.test',
  supportPhone: '+55 11 99999-0000',
  androidAppUrl: 'https://play.example.com/store/apps/feira',
  reportThreshold: 5,
  embedOrigins: ['https://feira.example.com', 'http://localhost:8080'],
};

describe('GET/PUT /api/tenant/settings', () => {
  it('refuses anonymous, GUEST, USER and the ADMIN of another tenant', async () => {
    for (const send of [
      (token?: string) => getSettings(token),
      (token?: string) => putSettings(token, settings),
    ]) {
      expect((await send()).statusCode).toBe(401);
      expect((await send(tokens.guest)).statusCode).toBe(403);
      expect((await send(tokens.user)).statusCode).toBe(403);
      expect((await send(tokens.otherAdmin)).statusCode).toBe(401);
    }
    // On its own tenant, the other ADMIN sees and changes only its own settings.
    expect((await getSettings(tokens.otherAdmin, 0, otherTenant)).json().name).toBe('Other');
    expect((await getSettings(tokens.admin)).json().name).not.toBe('Other');
  });

  it('changes what GET /api/config tells visitors at once, on every node', async () => {
    // The other node has read (and cached) the tenant before the change.
    const before = await publicConfig(1);
    expect(before.androidAppUrl).toBe(defaultAndroid);
    const saved = await putSettings(tokens.admin, settings, 0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(tenantSettingsSchema.parse(saved.json())).toEqual(settings);
    expect((await getSettings(tokens.admin, 1)).json()).toEqual(settings);
    await expect
      .poll(() => publicConfig(1), { timeout: 2_000 })
      .toMatchObject({
        androidAppUrl: settings.androidAppUrl,
        supportEmail: settings.supportEmail,
        supportPhone: settings.supportPhone,
      });
    expect(await publicConfig(0)).toMatchObject({ androidAppUrl: settings.androidAppUrl });

    // Cleared, the deployment's default applies again.
    // Left out, the report threshold stays as it was.
    const { reportThreshold: _kept, ...withoutThreshold } = settings;
    const cleared = await putSettings(
      tokens.admin,
      { ...withoutThreshold, androidAppUrl: '', supportPhone: ' ' },
      1,
    );
    expect(cleared.json()).toMatchObject({
      androidAppUrl: null,
      supportPhone: null,
      reportThreshold: 5,
      embedOrigins: settings.embedOrigins,
    });
    await expect
      .poll(() => publicConfig(0), { timeout: 2_000 })
      .toMatchObject({
        androidAppUrl: defaultAndroid,
        supportPhone: null,
      });
  });

  it('validates every field and stores nothing on a refusal', async () => {
    const current = (await getSettings(tokens.admin)).json();
    for (const bad of [
      { ...settings, name: '  ' },
      { ...settings, supportEmail: 'not-an-email' },
      { ...settings, androidAppUrl: 'javascript:alert(1)' },
      { ...settings, androidAppUrl: 'ftp://example.com/app.apk' },
      { ...settings, supportPhone: 'x'.repeat(41) },
      { ...settings, reportThreshold: 0 },
      { ...settings, reportThreshold: 2.5 },
      // The widgets' sites: origins only (they go into a CSP header), or `*`; 20 at most.
      { ...settings, embedOrigins: ['https://feira.example.com/agenda'] },
      { ...settings, embedOrigins: ['feira.example.com'] },
      { ...settings, embedOrigins: ['javascript:alert(1)'] },
      { ...settings, embedOrigins: ["https://a.example 'unsafe-inline'"] },
      { ...settings, embedOrigins: ['https://a.example;script-src *'] },
      { ...settings, embedOrigins: ['https://user@a.example'] },
      { ...settings, embedOrigins: ['https://a.example?x=1'] },
      { ...settings, embedOrigins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example`) },
      { ...settings, embedOrigins: 'https://a.example' },
      { name: 'Sem e-mail' },
    ]) {
      const response = await putSettings(tokens.admin, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await getSettings(tokens.admin)).json()).toEqual(current);
  });

  it('stores the sites that may frame the widgets: `*`, origins, or none (this app only)', async () => {
    const put = async (embedOrigins: unknown) =>
      (await putSettings(tokens.admin, { ...settings, embedOrigins })).json();
    expect((await put(['*'])).embedOrigins).toEqual(['*']);
    expect(
      (await put([' HTTPS://Feira.Example.com ', 'https://feira.example.com', 'http://127.0.0.1:8080']))
        .embedOrigins,
    ).toEqual(['https://feira.example.com', 'http://127.0.0.1:8080']);
    const twenty = Array.from({ length: 20 }, (_, i) => `https://s${i}.example`);
    expect((await put(twenty)).embedOrigins).toEqual(twenty);
    expect((await put([])).embedOrigins).toBeNull();
    expect((await put(null)).embedOrigins).toBeNull();
  });
});
