import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../template.ts';
import { WebhookReceiver } from '../webhook-receiver.ts';
import {
  type ApiNode,
  admin,
  demoTenant,
  login,
  type PostgresServer,
  startNode,
  startPostgres,
} from './harness.ts';

// A node SIGKILLed while a webhook request is in flight, then started again on the same database:
// every event still reaches the receiver, in order, and no attempt is sent twice.

let postgres: PostgresServer;
let dataDir: string;
let node: ApiNode | undefined;
let receiver: WebhookReceiver;
const jwtSecret = randomBytes(32).toString('hex');
const env = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_SECONDS: '0.5', JOB_POLL_INTERVAL: '0.5' };

// biome-ignore lint/suspicious/noExplicitAny: rows of ad-hoc SQL, read field by field
async function sql(text: string, values: unknown[] = []): Promise<any[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  postgres = await startPostgres();
  dataDir = await makeTempDir('faults-webhook');
  receiver = await new WebhookReceiver().start();
  node = await startNode({ databaseUrl: postgres.url, jwtSecret, dataDir, env });
});
afterAll(async () => {
  await node?.stop();
  await receiver?.close();
  await postgres?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a node killed mid-delivery', () => {
  it('loses nothing: after a restart every event arrives, in order, each attempt once', async () => {
    const base = node!.base;
    const token = await login(base, admin.login, admin.password);
    const call = (method: string, path: string, body?: object) =>
      fetch(`${base}/api${path}`, {
        method,
        headers: { ...demoTenant, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const created = await call('POST', '/integration/webhook', {
      url: receiver.url,
      events: ['agenda.changed'],
    });
    expect(created.status).toBe(201);
    const hook = (await created.json()) as { id: number; secret: string };
    receiver.secrets = [hook.secret];
    // The third message's first try hangs: the node dies with it in flight.
    const seen = new Set<string>();
    receiver.answer = ({ msgId }) => {
      seen.add(msgId);
      return seen.size === 3 ? 'hang' : 200;
    };
    const [event] = await sql(
      "select e.id, to_char(e.date_start, 'DD/MM/YYYY') as day from event e join tenant t on t.default_event_id = e.id where t.slug = 'demo'",
    );
    const ids: number[] = [];
    for (let n = 1; n <= 6; n++) {
      const response = await call('POST', '/agenda', {
        eventId: event.id,
        date: event.day,
        timeStart: '07:00',
        timeEnd: '07:30',
        theme: `Antes da queda ${n}`,
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }
    await receiver.until((got) => got.length >= 3);
    const inFlight = receiver.received[2]!.msgId;
    await node!.kill();
    receiver.release();
    receiver.answer = () => 200;

    node = await startNode({ databaseUrl: postgres.url, jwtSecret, dataDir, env });
    // The dead node's hold on the endpoint lasts 40 s; then the next node takes over.
    await receiver.until((got) => got.filter((entry) => entry.status === 200).length >= 6, 110_000);

    const delivered = receiver.received.filter((entry) => entry.status === 200);
    expect(delivered.map((entry) => entry.data.id)).toEqual(ids);
    expect(new Set(delivered.map((entry) => entry.msgId)).size).toBe(6);
    const tries = receiver.received.map((entry) => `${entry.msgId}#${entry.attempt}`);
    expect(new Set(tries).size).toBe(tries.length);
    expect(delivered.find((entry) => entry.msgId === inFlight)?.attempt).toBe(2);
    // The interrupted try is in the log, unanswered.
    const attempts = await sql(
      'select a.attempt, a.status_code from webhook_attempt a join webhook_message m on m.id = a.message_id where m.msg_id = $1 order by a.attempt',
      [inFlight],
    );
    expect(attempts).toEqual([
      { attempt: 1, status_code: null },
      { attempt: 2, status_code: 200 },
    ]);
  }, 180_000);
});
