import { desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoTenant, type TestApp } from '../../../test/helpers.ts';
import { codeIn, startSmtpPeer } from '../../../test/smtp-peer.ts';
import { supportRequests, tenants, users, verificationCodes } from '../../db/schema.ts';
import { mailJob } from '../mail/outgoing-mail.ts';
import { codeMailKey } from './auth.service.ts';

const jwtSecret = 'a-test-secret-that-is-long-enough-for-hs256';
let test: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // Requests come from 127.0.0.1 (inject's default), a proxy that forwards each client's address.
  test = await buildTestApp({ SMTP_URL: smtp.url, JWT_SECRET: jwtSecret, TRUST_PROXY: '127.0.0.1' });
  await test.database.db.insert(tenants).values({ slug: 'other', name: 'Other' });
});
afterAll(async () => {
  await test?.close();
  await smtp?.close();
});

let sequence = 0;
const uniqueEmail = () => `pessoa.${Date.now()}.${sequence++}@example.com`;
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const bearer = (token: string) => ({ ...demoTenant, authorization: `Bearer ${token}` });

function post(url: string, payload?: object, headers: Record<string, string> = demoTenant) {
  return test.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
}

async function register(
  email = uniqueEmail(),
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = demoTenant,
) {
  const response = await post(
    '/api/auth/register',
    {
      login: email,
      password: 'segredo-123',
      confirmPassword: 'segredo-123',
      name: 'Paula Lima',
      roleId: 2,
      ...extra,
    },
    headers,
  );
  return { response, email };
}

describe('sign-up, confirmation, login and logout', () => {
  it('walks the whole journey with the code from a real SMTP peer', async () => {
    const before = smtp.received.length;
    const { response, email } = await register();
    expect(response.statusCode).toBe(201);
    const { token } = response.json();
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      role: 'USER',
      confirmed: false,
      name: 'Paula Lima',
      email,
      tenant: 'demo',
    });

    const mail = await smtp.mailTo(email, before);
    expect(mail.raw).toContain('confirmar seu cadastro'); // Portuguese by default
    const code = codeIn(mail);

    const confirmed = await test.app.inject({
      method: 'PATCH',
      url: `/api/auth/confirm-user/${claims.userId}`,
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: code,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(claimsOf(confirmed.json().token).confirmed).toBe(true);

    const login = await post('/api/auth/login', { login: email.toUpperCase(), password: 'segredo-123' });
    expect(login.statusCode).toBe(200);
    const session = login.json().token;
    expect((await test.app.inject({ url: '/api/event', headers: bearer(session) })).statusCode).toBe(200);

    expect((await post('/api/auth/logout', undefined, bearer(session))).statusCode).toBe(204);
    const after = await test.app.inject({ url: '/api/event', headers: bearer(session) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
    expect((await post('/api/validate', { token: session })).statusCode).toBe(401);
  });

  it('mails in the language the visitor asked for', async () => {
    const before = smtp.received.length;
    const { email } = await register(
      uniqueEmail(),
      {},
      { ...demoTenant, 'accept-language': 'en-US,en;q=0.9' },
    );
    expect((await smtp.mailTo(email, before)).raw).toContain('Subject: Your Vitrine verification code');
  });

  it('refuses a taken e-mail, whatever its case', async () => {
    const { email } = await register();
    const again = await register(email.toUpperCase());
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json()).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'User already exists',
    });
  });

  it('lets nobody register as ADMIN', async () => {
    const { response, email } = await register(uniqueEmail(), { roleId: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You are not authorized to add this role!');
    const rows = await test.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });

  it('checks e-mail, password length, confirmation, name and CPF on the server', async () => {
    const response = await post('/api/auth/register', {
      login: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
      name: '   ',
      cpf: '111.111.111-11',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().args.map((issue: { field: string }) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['body.login', 'body.password', 'body.name', 'body.cpf']));
    const mismatch = await post('/api/auth/register', {
      login: uniqueEmail(),
      password: 'segredo-123',
      confirmPassword: 'segredo-124',
      name: 'X',
    });
    expect(mismatch.json().args).toEqual([expect.objectContaining({ field: 'body.confirmPassword' })]);
  });
});

describe('the verification code', () => {
  async function pending() {
    const before = smtp.received.length;
    const { response, email } = await register();
    const { token } = response.json();
    const userId = claimsOf(token).userId as number;
    const code = codeIn(await smtp.mailTo(email, before));
    // A bare code goes as text/plain, as the original client sends it; an object as JSON.
    const confirm = (body: string | { code: string }, auth = token) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/auth/confirm-user/${userId}`,
        headers: typeof body === 'string' ? { ...bearer(auth), 'content-type': 'text/plain' } : bearer(auth),
        payload: body,
      });
    return { token, userId, code, email, confirm };
  }
  /** Waits until the job of the user's latest code is no longer pending (it completes just after delivery). */
  async function mailJobsDone(userId: number) {
    const [latest] = await test.database.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, userId))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    for (let tries = 0; await test.app.jobs.isPending(mailJob, codeMailKey(latest!.id)); tries++) {
      if (tries > 100) throw new Error('the mail job never completed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('counts wrong tries and locks after five until a resend', async () => {
    const { token, userId, code, email, confirm } = await pending();
    for (let left = 4; left >= 1; left--) {
      const response = await confirm({ code: wrong(code) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CODE_INVALID', args: [left] });
    }
    expect((await confirm({ code: wrong(code) })).json().code).toBe('CODE_LOCKED');
    expect((await confirm({ code })).json().code).toBe('CODE_LOCKED');

    const tooSoon = await post(`/api/auth/resend-token/${userId}`, undefined, bearer(token));
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    // A minute later, a resend brings a fresh code with fresh tries.
    await test.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(verificationCodes.userId, userId));
    const before = smtp.received.length;
    const resent = await post(`/api/auth/resend-token/${userId}`, undefined, bearer(token));
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: 'Code queued', codeDelivery: 'QUEUED', resendAfter: 60 });
    const fresh = codeIn(await smtp.mailTo(email, before));
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it('expires after 15 minutes', async () => {
    const { userId, code, confirm } = await pending();
    await test.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, userId));
    expect((await confirm({ code })).json()).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it("accepts only the user's own token", async () => {
    const mine = await pending();
    const theirs = await pending();
    expect((await mine.confirm({ code: mine.code }, theirs.token)).statusCode).toBe(403);
    const anonymous = await test.app.inject({
      method: 'PATCH',
      url: `/api/auth/confirm-user/${mine.userId}`,
      headers: demoTenant,
      payload: { code: mine.code },
    });
    expect(anonymous.statusCode).toBe(401);
    const confirmed = await mine.confirm({ code: mine.code });
    expect(confirmed.statusCode).toBe(200);
    // The unconfirmed token is spent; the new one finds the account already confirmed.
    expect((await mine.confirm({ code: mine.code })).statusCode).toBe(401);
    expect((await mine.confirm({ code: mine.code }, confirmed.json().token)).json().code).toBe(
      'USER_ALREADY_CONFIRMED',
    );
  });

  it('limits resends to five codes an hour', async () => {
    const { token, userId, email } = await pending();
    for (let sent = 1; sent < 5; sent++) {
      await test.database.db
        .update(verificationCodes)
        .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(verificationCodes.userId, userId));
      const before = smtp.received.length;
      const resent = await post(`/api/auth/resend-token/${userId}`, undefined, bearer(token));
      expect(resent.json().codeDelivery).toBe('QUEUED');
      // Delivered before the next ask: a code still queued is not counted again (outgoing-mail.test.ts).
      await smtp.mailTo(email, before);
      await mailJobsDone(userId);
    }
    await test.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(verificationCodes.userId, userId));
    const sixth = await post(`/api/auth/resend-token/${userId}`, undefined, bearer(token));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('3600');
  });
});

describe('login', () => {
  it('answers a wrong password and an unknown e-mail the same way, in about the same time', async () => {
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 4; round++) {
      for (const [kind, login] of [
        ['known', 'produtor@vitrine.demo'],
        ['unknown', `ninguem${round}@example.com`],
      ] as const) {
        const started = performance.now();
        const response = await post(
          '/api/auth/login',
          { login, password: 'wrong-password' },
          {
            ...demoTenant,
            'x-forwarded-for': `10.0.0.${round}`,
          },
        );
        timings[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 'BAD_CREDENTIALS', message: 'Bad credentials', args: [] });
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(timings.unknown) / median(timings.known);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it('refuses text PostgreSQL cannot store as a 400 naming the field, and takes any real character', async () => {
    // The JSON escapes decode to a NUL and to a lone low surrogate (found by the bad-input suite:
    // the login query failed, a 500).
    for (const [body, field, message] of [
      ['{"login":"a\\u0000b@example.com","password":"x"}', 'body.login', 'NUL character'],
      ['{"login":"\u335d\\udfde\ud50c","password":"09:00"}', 'body.login', 'unpaired UTF-16 surrogate'],
      ['{"login":"x@example.com","password":"\\ud83d"}', 'body.password', 'unpaired UTF-16 surrogate'],
    ] as const) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...demoTenant, 'content-type': 'application/json', 'x-forwarded-for': '10.0.9.1' },
        payload: body,
      });
      expect(response.statusCode, body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().args[0]).toEqual({ field, message });
    }
    const paired = await post(
      '/api/auth/login',
      { login: 'visita😀@example.com', password: 'senha 🔑' },
      { ...demoTenant, 'x-forwarded-for': '10.0.9.2' },
    );
    expect(paired.statusCode).toBe(401);
  });

  it('slows the client that guesses, not the account: its owner still signs in from elsewhere', async () => {
    const { email } = await register();
    const attempt = (password: string, client: string) =>
      post('/api/auth/login', { login: email, password }, { ...demoTenant, 'x-forwarded-for': client });
    // One client: five typos pass, then it must wait (even with the right password).
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      statuses.push((await attempt('nope-nope', '10.1.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const waiting = await attempt('segredo-123', '10.1.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: 'RATE_LIMITED', args: [30] });
    expect(waiting.headers['retry-after']).toBe('30');
    // Ten more wrong passwords from ten other clients lock nobody out (they used to lock the account).
    for (let index = 2; index <= 11; index++) {
      expect((await attempt('nope-nope', `10.1.0.${index}`)).statusCode).toBe(401);
    }
    expect((await attempt('segredo-123', '10.1.0.99')).statusCode).toBe(200);
  });

  it('limits tries per address', async () => {
    let limited = false;
    for (let attempt = 0; attempt < 31 && !limited; attempt++) {
      const response = await post(
        '/api/auth/login',
        { login: `x${attempt}@example.com`, password: 'whatever1' },
        {
          ...demoTenant,
          'x-forwarded-for': '10.2.0.1',
        },
      );
      limited = response.statusCode === 429;
    }
    expect(limited).toBe(true);
  });
});

describe('tokens', () => {
  const sign = (claims: Record<string, unknown>, expiresIn: string | number = '1h') =>
    new SignJWT({
      userId: 1,
      role: 'ADMIN',
      name: 'Forged',
      email: null,
      image: null,
      confirmed: true,
      tenant: 'demo',
      ...claims,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('vitrine')
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(new TextEncoder().encode(jwtSecret));

  it('validate returns the claims of a good token', async () => {
    const { token } = (await post('/api/auth/guest')).json();
    const response = await post('/api/validate', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'GUEST', tenant: 'demo', confirmed: true });
  });

  it('refuses expired, forged, unsigned and other-tenant tokens on every route', async () => {
    const expired = await sign({}, Math.floor(Date.now() / 1000) - 60);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ userId: 1, role: 'ADMIN', tenant: 'demo' })).toString(
      'base64url',
    );
    const unsigned = `${header}.${body}.`;
    const { token: demoToken } = (
      await post('/api/auth/login', {
        login: 'produtor@vitrine.demo',
        password: 'vitrine-demo-2024',
      })
    ).json();
    const tampered = `${demoToken.slice(0, -4)}AAAA`;
    for (const token of [expired, unsigned, tampered, 'garbage']) {
      const response = await test.app.inject({ url: '/api/event', headers: bearer(token) });
      expect(response.statusCode, token).toBe(401);
      expect((await post('/api/validate', { token })).statusCode).toBe(401);
    }
    const foreign = await test.app.inject({
      url: '/api/event',
      headers: { 'x-tenant': 'other', authorization: `Bearer ${demoToken}` },
    });
    expect(foreign.statusCode).toBe(401);
    expect(
      (await test.app.inject({ url: '/api/health', headers: { authorization: 'Bearer garbage' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('guests and subscribers', () => {
  it('gives each guest a new GUEST identity with no e-mail', async () => {
    const first = claimsOf((await post('/api/auth/guest')).json().token);
    const second = claimsOf((await post('/api/auth/guest')).json().token);
    expect(first).toMatchObject({ role: 'GUEST', email: null });
    expect(first.userId).not.toBe(second.userId);
  });

  it('shows subscribers only to ADMIN, without guests, filtered by event', async () => {
    const guest = (await post('/api/auth/guest')).json().token;
    const user = (
      await post('/api/auth/login', { login: 'visitante@vitrine.demo', password: 'visitante-2024' })
    ).json().token;
    const admin = (
      await post('/api/auth/login', { login: 'produtor@vitrine.demo', password: 'vitrine-demo-2024' })
    ).json().token;
    expect((await test.app.inject({ url: '/api/user', headers: demoTenant })).statusCode).toBe(401);
    expect((await test.app.inject({ url: '/api/user', headers: bearer(guest) })).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/api/user', headers: bearer(user) })).statusCode).toBe(403);
    const page = (await test.app.inject({ url: '/api/user?size=100', headers: bearer(admin) })).json();
    expect(page.totalElements).toBeGreaterThanOrEqual(2);
    expect(page.content.every((s: { role: string }) => s.role !== 'GUEST')).toBe(true);
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      email: expect.any(String),
      role: expect.any(String),
      creationDate: expect.stringMatching(/^\d{4}-/),
      personalData: { name: expect.any(String) },
    });
    const [tenant] = await test.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const participants = await test.app.inject({
      url: `/api/user?eventId=${tenant!.defaultEventId}`,
      headers: bearer(admin),
    });
    // The demo event's two participants (the seed's visitors checked in at the door).
    expect(participants.json()).toMatchObject({ totalElements: 2 });
    expect(
      participants
        .json()
        .content.map((row: { email: string }) => row.email)
        .sort(),
    ).toEqual(['beatriz.lima@exemplo.com.br', 'carlos.mendes@exemplo.com.br']);
  });
});

describe('support requests', () => {
  it('stores the request and mails it to the tenant support address', async () => {
    const before = smtp.received.length;
    const response = await post('/api/user/help', {
      name: '  Rita  ',
      email: 'rita@example.com',
      subject: 'Credenciamento',
      message: 'Como retiro minha credencial?',
    });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.mailTo('contato@vitrine.demo', before);
    expect(mail.raw).toContain('Reply-To: rita@example.com');
    const [stored] = await test.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, response.json().id));
    expect(stored).toMatchObject({ name: 'Rita', subject: 'Credenciamento' });
  });

  it('requires every field after trimming and a real e-mail', async () => {
    const response = await post(
      '/api/user/help',
      { name: ' ', email: 'nope', subject: '', message: '   ' },
      { ...demoTenant, 'x-forwarded-for': '10.9.9.9' },
    );
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .args.map((issue: { field: string }) => issue.field)
        .sort(),
    ).toEqual(['body.email', 'body.message', 'body.name', 'body.subject']);
  });

  it('is rate limited', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await post(
        '/api/user/help',
        { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
        { ...demoTenant, 'x-forwarded-for': '10.8.8.8' },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
