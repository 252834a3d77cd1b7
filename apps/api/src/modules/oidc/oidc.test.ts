import { tokenClaimsSchema } from '@vitrine/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { tenants, users, webhookEndpoints, webhookMessages } from '../../db/schema.ts';

const publicUrl = 'http://vitrine.test';
const failed = `${publicUrl}/auth/login?error=OAUTH_FAILED`;

/** What the mock provider puts in the ID token it signs next. */
let identity: Record<string, unknown> = {};
let provider: OAuth2Server;
let test: TestApp;
let otherTenantId: number;
let demoTenantId: number;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity);
  });
  const issuer = provider.issuer.url;
  if (!issuer) throw new Error('mock provider has no issuer url');
  test = await buildTestApp({
    OIDC_GOOGLE_ISSUER: issuer,
    OIDC_GOOGLE_CLIENT_ID: 'vitrine-test',
    OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    PUBLIC_URL: publicUrl,
  });
  const [other] = await test.database.db
    .insert(tenants)
    .values({ slug: 'other', name: 'Other' })
    .returning({ id: tenants.id });
  const [demo] = await test.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.slug, 'demo'));
  if (!other || !demo) throw new Error('tenants missing');
  otherTenantId = other.id;
  demoTenantId = demo.id;
});

afterAll(async () => {
  await test?.close();
  await provider?.stop();
});

afterEach(() => {
  vi.useRealTimers();
});

const firstCookie = (header: string | string[] | undefined) => ([header].flat()[0] ?? '').split(';')[0] ?? '';

/** The start route, then the real provider: the callback URL it sends the browser to. */
async function startAtProvider(tenant = 'demo') {
  const start = await test.app.inject({ url: `/api/oauth2/authorization/google?tenant=${tenant}` });
  expect(start.statusCode).toBe(302);
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/api/login/oauth2/code/google`);
  return { start, back, cookie: firstCookie(start.headers['set-cookie']) };
}

async function signIn(tenant = 'demo'): Promise<LightMyRequestResponse> {
  const { back, cookie } = await startAtProvider(tenant);
  return test.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
}

/** The token the callback hands the web app, as the API's own validate route reads it. */
async function claimsOf(response: LightMyRequestResponse, tenant = 'demo') {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`${publicUrl}/auth/callback`);
  const token = location.searchParams.get('token') ?? '';
  const validated = await test.app.inject({
    method: 'POST',
    url: '/api/validate',
    headers: { 'x-tenant': tenant },
    payload: { token },
  });
  expect(validated.statusCode).toBe(200);
  return tokenClaimsSchema.parse(validated.json());
}

async function userByEmail(tenantId: number, email: string) {
  const [row] = await test.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  return row;
}

describe('GET /api/oauth2/authorization/google', () => {
  it('redirects to the provider with PKCE, state and nonce, keeping them in a signed cookie', async () => {
    const response = await test.app.inject({ url: '/api/oauth2/authorization/google?tenant=demo' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: 'vitrine-test',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${publicUrl}/api/login/oauth2/code/google`,
      code_challenge_method: 'S256',
    });
    for (const name of ['code_challenge', 'state', 'nonce']) expect(params[name]).toMatch(/^[\w-]{20,}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^vitrine_oidc=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('Path=/api/login/oauth2');
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure'); // PUBLIC_URL is http here
    expect(cookie).not.toContain(params.code_challenge ?? '?');
  });
});

describe('signing in with the provider', () => {
  it('creates a confirmed USER for a new verified e-mail and clears the cookie', async () => {
    identity = {
      sub: 'google-new',
      email: 'Nova.Pessoa@Example.com',
      email_verified: true,
      name: 'Nova Pessoa',
    };
    const response = await signIn();
    expect(String(response.headers['set-cookie'])).toMatch(/^vitrine_oidc=; .*Max-Age=0/);
    const claims = await claimsOf(response);
    expect(claims).toMatchObject({ role: 'USER', name: 'Nova Pessoa', email: 'nova.pessoa@example.com' });
    const row = await userByEmail(demoTenantId, 'nova.pessoa@example.com');
    expect(row).toMatchObject({
      id: claims.userId,
      role: 'USER',
      confirmed: true,
      passwordHash: null,
      googleSubject: 'google-new',
      locale: 'pt-BR',
    });
  });

  it('tells the webhooks of a new account, as a sign-up does', async () => {
    const db = test.database.db;
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        tenantId: demoTenantId,
        url: 'https://hooks.vitrine.test/in',
        events: ['user.registered'],
        secret: 'whsec_dGVzdA==',
      })
      .returning();
    identity = { sub: 'google-hook', email: 'gancho@example.com', email_verified: true, name: 'Gancho' };
    await claimsOf(await signIn());
    const messages = await db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.endpointId, endpoint!.id));
    expect(messages.map((message) => message.eventType)).toEqual(['user.registered']);
    expect(JSON.parse(messages[0]!.body).data).toMatchObject({ email: 'gancho@example.com', name: 'Gancho' });
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint!.id));
  });

  it('names a new user after the e-mail when the provider sends no name', async () => {
    identity = {
      sub: 'google-nameless',
      email: 'sem.nome@example.com',
      email_verified: true,
      name: undefined,
    };
    const claims = await claimsOf(await signIn());
    expect(claims.name).toBe('sem.nome');
  });

  it('confirms an existing unconfirmed user, keeps their account and drops the unproven password', async () => {
    const [existing] = await test.database.db
      .insert(users)
      .values({ tenantId: demoTenantId, email: 'pendente@example.com', name: 'Pendente', passwordHash: 'x' })
      .returning();
    identity = {
      sub: 'google-pending',
      email: 'pendente@example.com',
      email_verified: true,
      name: 'Outro Nome',
    };
    const claims = await claimsOf(await signIn());
    expect(claims).toMatchObject({ userId: existing?.id, role: 'USER', name: 'Pendente' });
    expect(await userByEmail(demoTenantId, 'pendente@example.com')).toMatchObject({
      id: existing?.id,
      confirmed: true,
      // Whoever pre-registered the address cannot sign in with that password any more.
      passwordHash: null,
    });
  });

  it('keeps the seeded producer an ADMIN', async () => {
    const admin = await userByEmail(demoTenantId, 'produtor@vitrine.demo');
    identity = { sub: 'google-admin', email: 'produtor@vitrine.demo', email_verified: true, name: 'X' };
    const claims = await claimsOf(await signIn());
    expect(claims).toMatchObject({ userId: admin?.id, role: 'ADMIN' });
  });

  it('keeps the tenant through the round trip', async () => {
    identity = { sub: 'google-other', email: 'outra@example.com', email_verified: true, name: 'Outra' };
    const response = await signIn('other');
    const claims = await claimsOf(response, 'other');
    expect(claims.tenant).toBe('other');
    expect(await userByEmail(otherTenantId, 'outra@example.com')).toMatchObject({ id: claims.userId });
    expect(await userByEmail(demoTenantId, 'outra@example.com')).toBeUndefined();
  });

  it('refuses an e-mail the provider has not verified, creating no one', async () => {
    for (const [index, verified] of [false, undefined, 'true'].entries()) {
      const email = `nao.verificado.${index}@example.com`;
      identity = { sub: `google-unverified-${index}`, email, email_verified: verified, name: 'N' };
      const response = await signIn();
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(failed);
      expect(await userByEmail(demoTenantId, email)).toBeUndefined();
    }
  });

  it('refuses an ID token without an e-mail', async () => {
    identity = { sub: 'google-no-email', email: undefined, email_verified: true };
    expect((await signIn()).headers.location).toBe(failed);
  });

  it('refuses to sign in as a guest account', async () => {
    await test.database.db
      .insert(users)
      .values({ tenantId: demoTenantId, email: 'convidado@example.com', name: 'Guest', role: 'GUEST' });
    identity = { sub: 'google-guest', email: 'convidado@example.com', email_verified: true };
    expect((await signIn()).headers.location).toBe(failed);
  });
});

describe('GET /api/login/oauth2/code/google failures', () => {
  const expectFailed = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(failed);
    expect(response.body).toBe('');
  };

  it('fails without the cookie', async () => {
    const { back } = await startAtProvider();
    expectFailed(await test.app.inject({ url: `${back.pathname}${back.search}` }));
    expectFailed(await test.app.inject({ url: '/api/login/oauth2/code/google' }));
  });

  it('fails when the state does not match', async () => {
    const { back, cookie } = await startAtProvider();
    back.searchParams.set('state', 'tampered');
    expectFailed(await test.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } }));
  });

  it('fails with a forged or foreign cookie', async () => {
    const { back, cookie } = await startAtProvider();
    const [header, payload] = cookie.replace('vitrine_oidc=', '').split('.');
    const forged = `vitrine_oidc=${header}.${payload}.${'A'.repeat(43)}`;
    expectFailed(
      await test.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: forged } }),
    );
    const other = await startAtProvider();
    expectFailed(
      await test.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: other.cookie } }),
    );
  });

  it('fails when the cookie has expired', async () => {
    const { back, cookie } = await startAtProvider();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expectFailed(await test.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } }));
  });

  it('fails when the provider answers with an error', async () => {
    const { back, cookie } = await startAtProvider();
    const state = back.searchParams.get('state') ?? '';
    const url = `${back.pathname}?error=access_denied&state=${state}`;
    expectFailed(await test.app.inject({ url, headers: { cookie } }));
  });

  it('fails, not 400, on a malformed provider query', async () => {
    const { back, cookie } = await startAtProvider();
    const url = `${back.pathname}${back.search}&code=again&state=again`;
    expectFailed(await test.app.inject({ url, headers: { cookie } }));
  });
});

it('documents both routes under auth', async () => {
  const { paths } = (await test.app.inject({ url: '/api/openapi.json' })).json();
  expect(paths['/api/oauth2/authorization/google'].get.tags).toEqual(['auth']);
  expect(paths['/api/login/oauth2/code/google'].get.tags).toEqual(['auth']);
});

describe('with an https PUBLIC_URL', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await buildTestApp({
      OIDC_GOOGLE_ISSUER: provider.issuer.url!,
      OIDC_GOOGLE_CLIENT_ID: 'vitrine-test',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://vitrine.example',
    });
  });
  afterAll(() => secure?.close());

  it('marks the flow cookie Secure, and every answer carries HSTS', async () => {
    const start = await secure.app.inject({ url: '/api/oauth2/authorization/google?tenant=demo' });
    expect(start.statusCode).toBe(302);
    expect(String(start.headers['set-cookie'])).toMatch(/^vitrine_oidc=[\w.-]+;.*; Secure$/);
    const cleared = await secure.app.inject({ url: '/api/login/oauth2/code/google?code=x&state=y' });
    expect(String(cleared.headers['set-cookie'])).toMatch(/^vitrine_oidc=; .*; Secure$/);
    for (const response of [
      start,
      cleared,
      await secure.app.inject({ url: `/api/media/${'a'.repeat(300)}` }),
    ]) {
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('without a client id', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({ PUBLIC_URL: publicUrl });
  });
  afterAll(() => bare?.close());

  it('sends the browser back to the sign-in page', async () => {
    const start = await bare.app.inject({ url: '/api/oauth2/authorization/google' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/auth/login?error=OAUTH_FAILED');
    expect(start.headers['set-cookie']).toBeUndefined();
    const callback = await bare.app.inject({ url: '/api/login/oauth2/code/google?code=x&state=y' });
    expect(callback.headers.location).toBe(failed);
  });
});
