import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CreatedWebhook, WebhookDeliveryPage } from '@vitrine/contract';
import { eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildNode, buildTestApp, demoTenant, type TestApp } from '../../../test/helpers.ts';
import { WebhookReceiver } from '../../../test/webhook-receiver.ts';
import type { Db } from '../../db/client.ts';
import { events, tenants, webhookEndpoints, webhookMessages } from '../../db/schema.ts';
import { jobSchema } from '../../jobs/job-queue.ts';
import { retryDelayMs } from './webhooks.ts';

let test: TestApp;
let app: FastifyInstance;
let receiver: WebhookReceiver;
let admin: string;
let visitor: string;
let eventId: number;
let eventDay: string;
let tenantId: number;

const login = async (email: string, password: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: demoTenant,
      payload: { login: email, password },
    })
  ).json().token as string;

const asAdmin = (method: string, url: string, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { ...demoTenant, authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });

async function endpoint(events: string[], url = receiver.url): Promise<CreatedWebhook> {
  const response = await asAdmin('POST', '/api/integration/webhook', { url, events, description: 'CRM' });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json() as CreatedWebhook;
  receiver.secrets = [created.secret];
  return created;
}

const deliveries = async (id: number) =>
  (await asAdmin('GET', `/api/integration/webhook/${id}/deliveries?size=100`)).json() as WebhookDeliveryPage;

let sessions = 0;
/** A new session on the demo event, by the ADMIN: one agenda.changed each. */
async function newSession() {
  sessions++;
  const response = await asAdmin('POST', '/api/agenda', {
    eventId,
    date: eventDay,
    timeStart: '08:00',
    timeEnd: '08:30',
    theme: `Sessão ${sessions}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

beforeAll(async () => {
  test = await buildTestApp({
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_SECONDS: '0.2',
    JOB_POLL_INTERVAL: '0.5',
  });
  app = test.app;
  await app.ready();
  receiver = await new WebhookReceiver().start();
  admin = await login('produtor@vitrine.demo', 'vitrine-demo-2024');
  visitor = await login('visitante@vitrine.demo', 'visitante-2024');
  const db = test.database.db;
  const [demo] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  tenantId = demo!.id;
  const [event] = await db.select().from(events).where(eq(events.id, demo!.defaultEventId!));
  eventId = event!.id;
  const [year, month, day] = event!.dateStart.split('-');
  eventDay = `${day}/${month}/${year}`;
});

afterEach(async () => {
  // Each test's endpoints go with it, so the next test hears only its own: off first, then gone
  // once no node is in the middle of a delivery (a request in flight would reach the next test).
  const db = test.database.db;
  await db.update(webhookEndpoints).set({ enabled: false });
  await expect
    .poll(
      async () =>
        (await db.select().from(webhookEndpoints).where(gt(webhookEndpoints.leaseUntil, new Date()))).length,
      // A try lasts at most 10 s.
      { timeout: 15_000 },
    )
    .toBe(0);
  await db.delete(webhookEndpoints);
  receiver.received.length = 0;
  receiver.answer = () => 200;
});

afterAll(async () => {
  await receiver?.close();
  await test?.close();
});

describe('delivery', () => {
  it('signs each event so that the standardwebhooks library verifies it, and logs the delivery', async () => {
    const hook = await endpoint(['participation.created', 'participation.cancelled']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const toggle = () =>
      app.inject({
        method: 'POST',
        url: `/api/event/participate/${eventId}`,
        headers: { ...demoTenant, authorization: `Bearer ${visitor}` },
      });
    const first = await toggle();
    const second = await toggle();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await receiver.until((got) => got.length >= 2);
    const kinds = new Map([
      [true, 'participation.created'],
      [false, 'participation.cancelled'],
    ]);
    expect(receiver.received.map((entry) => entry.type)).toEqual([
      kinds.get(first.json().participating),
      kinds.get(second.json().participating),
    ]);
    for (const entry of receiver.received) {
      expect(entry.verifiedWith).toBe(hook.secret);
      expect(entry.attempt).toBe(1);
      expect(entry.data).toMatchObject({ eventId });
    }

    await expect
      .poll(async () => (await deliveries(hook.id)).content.map((d) => d.status))
      .toEqual(['DELIVERED', 'DELIVERED']);
    const [latest] = (await deliveries(hook.id)).content;
    expect(latest).toMatchObject({
      event: receiver.received[1]!.type,
      messageId: receiver.received[1]!.msgId,
      attempts: 1,
      nextAttemptAt: null,
      last: { attempt: 1, statusCode: 200, response: 'ok', error: null },
    });
    expect(latest!.last!.durationMs).toBeGreaterThanOrEqual(0);
    const listed = (await asAdmin('GET', '/api/integration/webhook')).json();
    expect(listed).toContainEqual(
      expect.objectContaining({ id: hook.id, url: receiver.url, pending: 0, enabled: true }),
    );
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
  });

  it('delivers everything in order after the receiver was down, never the same attempt twice', async () => {
    const hook = await endpoint(['agenda.changed']);
    let down = true;
    receiver.answer = () => (down ? 503 : 200);
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) ids.push(await newSession());
    // The first message is retried while the rest wait behind it.
    await receiver.until((got) => got.length >= 3);
    expect(new Set(receiver.received.map((entry) => entry.msgId)).size).toBe(1);
    down = false;
    await receiver.until((got) => got.filter((entry) => entry.status === 200).length >= 5, 30_000);
    const delivered = receiver.received.filter((entry) => entry.status === 200);
    expect(delivered.map((entry) => entry.data.id)).toEqual(ids);
    expect(new Set(delivered.map((entry) => entry.msgId)).size).toBe(5);
    const attempts = receiver.received.map((entry) => `${entry.msgId}#${entry.attempt}`);
    expect(new Set(attempts).size).toBe(attempts.length);
    // The receiver answers before the node records it: the log follows a moment later.
    await expect
      .poll(async () =>
        (await deliveries(hook.id)).content.every((delivery) => delivery.status === 'DELIVERED'),
      )
      .toBe(true);
    expect((await deliveries(hook.id)).content.at(-1)!.attempts).toBeGreaterThanOrEqual(3);
  });

  it('stores the event in the change’s transaction: a change that fails sends nothing', async () => {
    const hook = await endpoint(['agenda.changed']);
    const db = test.database.db;
    const emitter = app.webhooks.events;
    await expect(
      db.transaction(async (tx) => {
        await emitter.emit(tx as unknown as Db, tenantId, 'agenda.changed', { id: -1, action: 'created' });
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails');
    const stored = await db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, hook.id));
    expect(stored).toEqual([]);
    const jobs = await test.database.executeSql(
      `select count(*)::int as n from ${jobSchema}.job where name = 'webhook-drain' and data->>'key' like $1`,
      [`${hook.id}:msg:%`],
    );
    expect((jobs.rows[0] as { n: number }).n).toBe(0);
    // The same through the API: an agenda item for a stranger's speaker is refused, nothing sent.
    const refused = await asAdmin('POST', '/api/agenda', {
      eventId,
      date: eventDay,
      timeStart: '08:00',
      timeEnd: '08:30',
      theme: 'Recusada',
      speakerIds: [2_000_000],
    });
    expect(refused.statusCode).toBe(400);
    await newSession();
    await receiver.until((got) => got.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.map((entry) => entry.data.theme)).toEqual([`Sessão ${sessions}`]);
  });
});

describe('the endpoint', () => {
  it('refuses loopback, private and link-local URLs unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const strict = await buildNode(test, { WEBHOOK_ALLOW_PRIVATE: 'false' });
    try {
      const adminStrict = (
        await strict.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: demoTenant,
          payload: { login: 'produtor@vitrine.demo', password: 'vitrine-demo-2024' },
        })
      ).json().token;
      for (const url of [
        receiver.url,
        'https://127.0.0.1/hooks',
        'https://10.1.2.3/hooks',
        'https://169.254.169.254/latest',
        'https://[::1]/hooks',
        'http://example.com/hooks',
        'https://user:pass@example.com/hooks',
      ]) {
        const response = await strict.inject({
          method: 'POST',
          url: '/api/integration/webhook',
          headers: { ...demoTenant, authorization: `Bearer ${adminStrict}` },
          payload: { url, events: ['agenda.changed'] },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().code, url).toBe('WEBHOOK_URL_REFUSED');
      }
    } finally {
      await strict.close();
    }
    expect(await test.database.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('rotates the secret: both sign for 24 h, and either verifies', async () => {
    const hook = await endpoint(['agenda.changed']);
    const rotated = await asAdmin('POST', `/api/integration/webhook/${hook.id}/secret/rotate`);
    expect(rotated.statusCode).toBe(200);
    const { secret, previousSecretUntil } = rotated.json();
    expect(secret).not.toBe(hook.secret);
    const overlapHours = (Date.parse(previousSecretUntil) - Date.now()) / 3_600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect((await asAdmin('GET', `/api/integration/webhook/${hook.id}/secret`)).json()).toEqual({
      secret,
      previousSecretUntil,
    });
    receiver.secrets = [hook.secret];
    await newSession();
    await receiver.until((got) => got.length >= 1);
    expect(receiver.received[0]!.verifiedWith).toBe(hook.secret);
    expect(receiver.received[0]!.signatures).toHaveLength(2);
    receiver.secrets = [secret];
    await newSession();
    await receiver.until((got) => got.length >= 2);
    expect(receiver.received[1]!.verifiedWith).toBe(secret);
  });

  it('sends a test event, and resends a delivery with the same id as a new attempt', async () => {
    const hook = await endpoint(['agenda.changed']);
    const sent = await asAdmin('POST', `/api/integration/webhook/${hook.id}/test`);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ event: 'webhook.test', status: 'PENDING' });
    await receiver.until((got) => got.length >= 1);
    expect(receiver.received[0]).toMatchObject({
      type: 'webhook.test',
      attempt: 1,
      verifiedWith: hook.secret,
    });
    await expect.poll(async () => (await deliveries(hook.id)).content[0]!.status).toBe('DELIVERED');
    const again = await asAdmin(
      'POST',
      `/api/integration/webhook/${hook.id}/deliveries/${sent.json().id}/resend`,
    );
    expect(again.statusCode).toBe(202);
    await receiver.until((got) => got.length >= 2);
    expect(receiver.received[1]).toMatchObject({ msgId: receiver.received[0]!.msgId, attempt: 2 });
    const missing = await asAdmin('POST', `/api/integration/webhook/${hook.id}/deliveries/999999/resend`);
    expect(missing.json().code).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
  });

  it('turns itself off after 5 days of failures and mails the support address; on again by hand', async () => {
    const hook = await endpoint(['agenda.changed']);
    const db = test.database.db;
    await db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 5 * 24 * 3_600_000 - 60_000) })
      .where(eq(webhookEndpoints.id, hook.id));
    receiver.answer = () => 500;
    await newSession();
    await expect
      .poll(async () => (await asAdmin('GET', `/api/integration/webhook/${hook.id}`)).json(), {
        timeout: 15_000,
      })
      .toMatchObject({ enabled: false, disabledReason: 'FAILING' });
    const outbox = path.join(test.dataDir, 'outbox');
    await expect
      .poll(
        async () => {
          const files = await readdir(outbox).catch(() => []);
          const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
          return texts.some((text) => text.includes('contato@vitrine.demo') && text.includes(receiver.url));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // Off: new events are not stored for it. On again: what waited goes out, the clock restarts.
    receiver.answer = () => 200;
    const on = await asAdmin('PUT', `/api/integration/webhook/${hook.id}`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    await receiver.until((got) => got.some((entry) => entry.status === 200), 15_000);
  });

  it('backs off from the base delay, capped at a minute in the first hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 0, 5_000))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(10, 10_000, 5_000)).toBe(60_000);
    expect(retryDelayMs(10, 2 * 3_600_000, 5_000)).toBe(600_000);
    expect(retryDelayMs(30, 12 * 3_600_000, 5_000)).toBe(1_800_000);
  });

  it('takes an edit that changes nothing as it is, and still refuses one of an unknown endpoint', async () => {
    const hook = await endpoint(['agenda.changed']);
    const same = await asAdmin('PUT', `/api/integration/webhook/${hook.id}`, {});
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ id: hook.id, events: ['agenda.changed'], enabled: true });
    const unknown = await asAdmin('PUT', '/api/integration/webhook/2147483000', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('WEBHOOK_NOT_FOUND');
  });

  it('answers 404 for another tenant’s or an unknown endpoint', async () => {
    const hook = await endpoint(['agenda.changed']);
    const db = test.database.db;
    const [other] = await db.insert(tenants).values({ slug: 'hooks-other', name: 'Other' }).returning();
    await db.update(webhookEndpoints).set({ tenantId: other!.id }).where(eq(webhookEndpoints.id, hook.id));
    for (const url of [
      `/api/integration/webhook/${hook.id}`,
      `/api/integration/webhook/${hook.id}/secret`,
      `/api/integration/webhook/${hook.id}/deliveries`,
    ]) {
      const response = await asAdmin('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('WEBHOOK_NOT_FOUND');
    }
  });
});
