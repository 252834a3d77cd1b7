import { rm } from 'node:fs/promises';
import { pushPayloadSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup, until } from '../../../test/fixtures.ts';
import { buildTestApp, demoTenant, type TestApp } from '../../../test/helpers.ts';
import { type PushPeer, startPushPeer } from '../../../test/push-peer.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { pushDeliveryJob, pushJob } from './push-jobs.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let peer: PushPeer;
let eventId: number;

beforeAll(async () => {
  peer = await startPushPeer();
  ctx = await setup(65_536, { PUSH_ALLOW_PRIVATE: 'true', JOB_POLL_INTERVAL: '0.5', JOB_RETRY_DELAY: '1' });
  eventId = await ctx.newEvent('Feira do Push');
});
// Each test starts with no subscriptions, whatever the last one left.
afterEach(async () => {
  await ctx.db.delete(pushSubscriptions);
});
afterAll(async () => {
  await ctx?.test.close();
  if (ctx) await rm(ctx.storageDir, { recursive: true, force: true });
  await peer?.close();
});

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  ctx.test.app.inject({ method, url: `/api/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
const subscribe = (token: string, json: unknown) => inject('POST', 'push/subscription', token, json);

async function post(token: string, description: string) {
  const response = await inject(
    'POST',
    `publication/event/${eventId}?type=PUBLICATION&description=${encodeURIComponent(description)}`,
    token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
const decide = (id: number, status: 'APPROVED' | 'DENIED') =>
  inject('PATCH', `publication/approval/${id}`, ctx.actors.admin, { status });

const subscriptionsOf = (userId: number) =>
  ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('push key', () => {
  it('gives anyone the VAPID public key, the same on every call', async () => {
    const response = await inject('GET', 'push/key');
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await inject('GET', 'push/key', ctx.actors.user)).json().publicKey).toBe(publicKey);
  });
});

describe('a decided post, pushed to its author through a real push peer', () => {
  it('arrives signed with our VAPID key and decrypts to the text in the author’s language', async () => {
    const browser = peer.subscribe();
    expect((await subscribe(ctx.actors.user, browser.json)).statusCode).toBe(204);
    const id = await post(ctx.actors.user, 'Meu estande está pronto');
    expect((await decide(id, 'APPROVED')).statusCode).toBe(200);

    const [push] = await peer.waitFor(1, browser.endpoint);
    expect(push!.vapid).toMatchObject({
      ok: true,
      publicKey: (await inject('GET', 'push/key')).json().publicKey,
    });
    expect(push!.vapid.claims!.sub).toBe('mailto:produtor@vitrine.demo');
    expect(push!.decryptError).toBeUndefined();
    // ana reads English.
    expect(pushPayloadSchema.parse(push!.payload)).toEqual({
      title: 'Feira do Push',
      body: 'Your post was approved: “Meu estande está pronto”',
      url: `/event/${eventId}`,
      tag: expect.stringMatching(/^notification-\d+$/),
      icon: '/pwa-192.png',
    });
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.urgency).toBe('normal');
    expect(push!.ttl).toBeGreaterThan(23 * 3600);
    expect(push!.topic).toMatch(/^[\w-]{32}$/);
    const [row] = await until(
      () => subscriptionsOf(ctx.actors.ids.user),
      (rows) => rows[0]?.lastSuccessAt != null,
    );
    expect(row!.failures).toBe(0);

    // A denial is pushed too, once: the job of that notification exists once.
    const denied = await post(ctx.actors.user, 'Outra coisa');
    await decide(denied, 'DENIED');
    const [, second] = await peer.waitFor(2, browser.endpoint);
    expect((second!.payload as { body: string }).body).toBe('Your post was declined: “Outra coisa”');
    const note = Number((second!.payload as { tag: string }).tag.split('-')[1]);
    // The job completes just after its push is received: wait for it, then it stays the one job.
    const state = await until(
      () => ctx.test.app.jobs.state(pushJob, `notification:${note}`),
      (value) => value !== 'active',
    );
    expect(state).toBe('completed');
    await inject('DELETE', 'push/subscription', ctx.actors.user, { endpoint: browser.endpoint });
  });

  it('is not pushed when the author turned myPosts off, nor to who has no subscription', async () => {
    const browser = peer.subscribe();
    await subscribe(ctx.actors.user, browser.json);
    const off = await inject('PUT', 'push/preferences', ctx.actors.user, {
      sessionReminders: true,
      minutesBefore: 10,
      announcements: false,
      myPosts: false,
    });
    expect(off.statusCode).toBe(200);
    const id = await post(ctx.actors.user, 'Sem aviso');
    await decide(id, 'APPROVED');
    const theirs = await post(ctx.actors.other, 'Sem inscrição');
    await decide(theirs, 'APPROVED');
    const notes = (await inject('GET', 'notification?size=100', ctx.actors.user)).json().content as {
      id: number;
      publicationId: number;
    }[];
    const note = notes.find((row) => row.publicationId === id)!;
    expect(await ctx.test.app.jobs.state(pushJob, `notification:${note.id}`)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(peer.received.filter((push) => push.endpoint === browser.endpoint)).toHaveLength(0);
    await inject('PUT', 'push/preferences', ctx.actors.user, { ...(off.json() as object), myPosts: true });
    await inject('DELETE', 'push/subscription', ctx.actors.user, { endpoint: browser.endpoint });
  });

  it('removes a subscription its push service says is gone (410, 404)', async () => {
    const gone = peer.subscribe();
    const missing = peer.subscribe();
    const kept = peer.subscribe();
    for (const browser of [gone, missing, kept]) await subscribe(ctx.actors.user, browser.json);
    peer.answer(gone.endpoint, 410);
    peer.answer(missing.endpoint, 404);
    await decide(await post(ctx.actors.user, 'Para três navegadores'), 'APPROVED');
    await Promise.all([gone, missing, kept].map((browser) => peer.waitFor(1, browser.endpoint)));
    const rows = await until(
      () => subscriptionsOf(ctx.actors.ids.user),
      (list) => list.length === 1,
    );
    expect(rows.map((row) => row.endpoint)).toEqual([kept.endpoint]);
    await inject('DELETE', 'push/subscription', ctx.actors.user, { endpoint: kept.endpoint });
  });

  it('removes a subscription whose keys cannot be encrypted to (changed by hand)', async () => {
    const browser = peer.subscribe();
    await subscribe(ctx.actors.user, browser.json);
    await ctx.db
      .update(pushSubscriptions)
      .set({ p256dh: 'AAAA' })
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    await decide(await post(ctx.actors.user, 'Chaves estragadas'), 'APPROVED');
    await until(
      () => subscriptionsOf(ctx.actors.ids.user),
      (rows) => rows.length === 0,
    );
    expect(peer.received.filter((push) => push.endpoint === browser.endpoint)).toHaveLength(0);
  });

  it('retries a push service that fails (500) without sending twice to the devices that got it', async () => {
    const flaky = peer.subscribe();
    const fine = peer.subscribe();
    for (const browser of [flaky, fine]) await subscribe(ctx.actors.user, browser.json);
    peer.answer(flaky.endpoint, 500);
    await decide(await post(ctx.actors.user, 'Tente de novo'), 'APPROVED');
    await peer.waitFor(2, flaky.endpoint);
    peer.answer(flaky.endpoint, 201);
    const pushes = await peer.waitFor(3, flaky.endpoint, 20_000);
    expect(pushes.map((push) => push.status)).toEqual([500, 500, 201]);
    for (const push of pushes)
      expect([push.decryptError, push.vapid.problem]).toEqual([undefined, undefined]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(peer.received.filter((push) => push.endpoint === fine.endpoint)).toHaveLength(1);
    const [row] = (await subscriptionsOf(ctx.actors.ids.user)).filter((r) => r.endpoint === flaky.endpoint);
    expect(row!.lastSuccessAt).not.toBeNull();
    expect(row!.failures).toBe(0);
    for (const browser of [flaky, fine]) {
      await inject('DELETE', 'push/subscription', ctx.actors.user, { endpoint: browser.endpoint });
    }
    expect(pushDeliveryJob).toBe('push-delivery');
  });
});

describe('subscriptions', () => {
  it('renews the same endpoint, keeps the 10 newest, and moves an endpoint to whoever subscribes it', async () => {
    const browsers = Array.from({ length: 11 }, () => peer.subscribe());
    const userId = ctx.actors.ids.user;
    for (const browser of browsers.slice(0, 10)) {
      expect((await subscribe(ctx.actors.user, browser.json)).statusCode).toBe(204);
    }
    expect(await subscriptionsOf(userId)).toHaveLength(10);
    // Again: an upsert, no new row.
    await subscribe(ctx.actors.user, browsers[0]!.json);
    expect(await subscriptionsOf(userId)).toHaveLength(10);
    // The 11th replaces the least recently subscribed (browsers[1]: browsers[0] was renewed).
    await subscribe(ctx.actors.user, browsers[10]!.json);
    const endpoints = (await subscriptionsOf(userId)).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain(browsers[1]!.endpoint);
    expect(endpoints).toContain(browsers[0]!.endpoint);

    // Another account signs in on that browser: the endpoint is theirs now.
    await subscribe(ctx.actors.other, browsers[0]!.json);
    expect((await subscriptionsOf(userId)).map((row) => row.endpoint)).not.toContain(browsers[0]!.endpoint);
    expect((await subscriptionsOf(ctx.actors.ids.other)).map((row) => row.endpoint)).toEqual([
      browsers[0]!.endpoint,
    ]);
    // Nobody deletes another's subscription; deleting twice is fine.
    const deleteAs = (token: string) =>
      inject('DELETE', 'push/subscription', token, { endpoint: browsers[0]!.endpoint });
    expect((await deleteAs(ctx.actors.user)).statusCode).toBe(204);
    expect(await subscriptionsOf(ctx.actors.ids.other)).toHaveLength(1);
    expect((await deleteAs(ctx.actors.other)).statusCode).toBe(204);
    expect((await deleteAs(ctx.actors.other)).statusCode).toBe(204);
    expect(await subscriptionsOf(ctx.actors.ids.other)).toHaveLength(0);
    for (const browser of browsers)
      await inject('DELETE', 'push/subscription', ctx.actors.user, { endpoint: browser.endpoint });
  });

  it('refuses a malformed subscription with the failing field', async () => {
    const browser = peer.subscribe();
    const { keys } = browser.json;
    const bad: [unknown, string][] = [
      [{}, 'endpoint'],
      [{ endpoint: browser.endpoint }, 'keys'],
      [{ ...browser.json, keys: { ...keys, p256dh: keys.p256dh.slice(1) } }, 'keys.p256dh'],
      // 65 bytes, but no point of P-256
      [
        { ...browser.json, keys: { ...keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
        'keys.p256dh',
      ],
      [{ ...browser.json, keys: { ...keys, auth: 'x'.repeat(21) } }, 'keys.auth'],
      [{ ...browser.json, endpoint: `https://push.example/${'x'.repeat(2100)}` }, 'endpoint'],
      [{ ...browser.json, endpoint: 'ftp://push.example/x' }, 'endpoint'],
      [{ ...browser.json, endpoint: 'not a url' }, 'endpoint'],
    ];
    for (const [body, field] of bad) {
      const response = await subscribe(ctx.actors.user, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(
        (response.json().args as { field: string }[]).some((issue) =>
          issue.field.startsWith(`body.${field}`),
        ),
        response.body,
      ).toBe(true);
    }
    // Padded base64url, as some browsers send it, is fine.
    const padded = peer.subscribe();
    const response = await subscribe(ctx.actors.user, {
      ...padded.json,
      expirationTime: null,
      keys: { p256dh: `${padded.json.keys.p256dh}=`, auth: `${padded.json.keys.auth}==` },
    });
    expect(response.statusCode, response.body).toBe(204);
    const [row] = (await subscriptionsOf(ctx.actors.ids.user)).filter((r) => r.endpoint === padded.endpoint);
    expect(row!.auth).toBe(padded.json.keys.auth);
    await inject('DELETE', 'push/subscription', ctx.actors.user, { endpoint: padded.endpoint });
  });
});

describe('preferences', () => {
  it('starts at the defaults, saves a choice, refuses minutesBefore outside 5–60', async () => {
    const defaults = await inject('GET', 'push/preferences', ctx.actors.other);
    expect(defaults.json()).toEqual({
      sessionReminders: true,
      minutesBefore: 10,
      announcements: false,
      myPosts: true,
    });
    const choice = { sessionReminders: false, minutesBefore: 30, announcements: true, myPosts: false };
    expect((await inject('PUT', 'push/preferences', ctx.actors.other, choice)).json()).toEqual(choice);
    expect((await inject('GET', 'push/preferences', ctx.actors.other)).json()).toEqual(choice);
    for (const minutesBefore of [4, 61, 10.5]) {
      const response = await inject('PUT', 'push/preferences', ctx.actors.other, {
        ...choice,
        minutesBefore,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await inject('PUT', 'push/preferences', ctx.actors.other, { myPosts: true })).statusCode).toBe(
      400,
    );
  });
});

describe('without PUSH_ALLOW_PRIVATE', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp();
  });
  afterAll(() => strict?.close());

  it('refuses endpoints that are not https on a public address', async () => {
    const login = await strict.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: demoTenant,
      payload: { login: 'produtor@vitrine.demo', password: 'vitrine-demo-2024' },
    });
    const token = login.json().token as string;
    const { keys } = peer.subscribe().json;
    for (const [endpoint, reason] of [
      [`${peer.origin}/push/x`, 'scheme'],
      ['https://127.0.0.1/push/x', 'loopback'],
      ['https://localhost/push/x', 'loopback'],
      ['https://10.1.2.3/push/x', 'private'],
      ['https://[::ffff:192.168.0.1]/push/x', 'private'],
      ['https://169.254.169.254/push/x', 'link-local'],
      ['https://[fd00::1]/push/x', 'unique-local'],
    ] as const) {
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/push/subscription',
        headers: auth(token),
        payload: { endpoint, keys },
      });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().args).toEqual([
        { field: 'body.endpoint', message: expect.stringContaining(reason) },
      ]);
    }
    // A public address passes (nothing is sent when subscribing).
    const ok = await strict.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: auth(token),
      payload: { endpoint: 'https://8.8.8.8/push/x', keys },
    });
    expect(ok.statusCode).toBe(204);
  });
});
