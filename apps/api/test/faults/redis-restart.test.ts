import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { eventTopic } from '@vitrine/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectStomp, type StompTestClient, subscribe } from '../live-client.ts';
import { makeTempDir } from '../template.ts';
import {
  type ApiNode,
  admin,
  demoTenant,
  login,
  type PostgresServer,
  type RedisServer,
  startNode,
  startPostgres,
  startRedis,
  until,
} from './harness.ts';

let postgres: PostgresServer;
let redis: RedisServer;
let nodeA: ApiNode;
let nodeB: ApiNode;
let watcher: StompTestClient;
const dataDirs: string[] = [];
let token: string;
let eventId: number;

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const jwtSecret = randomBytes(32).toString('hex');
  const node = async () => {
    const dataDir = await makeTempDir('faults-redis');
    dataDirs.push(dataDir);
    return startNode({ databaseUrl: postgres.url, redisUrl: redis.url, jwtSecret, dataDir });
  };
  [nodeA, nodeB] = await Promise.all([node(), node()]);
  token = await login(nodeA.base, admin.login, admin.password);
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { rows } = await client.query("select default_event_id as id from tenant where slug = 'demo'");
  await client.end();
  eventId = rows[0].id;
  // Someone watching the event on node B; announcements are written on node A.
  watcher = await connectStomp(nodeB.base, 'ws');
  await subscribe(watcher, eventTopic(eventId));
});
afterAll(async () => {
  await watcher?.stop();
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  await Promise.all([redis?.dispose(), postgres?.dispose()]);
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

/** Time a call took, with its answer. */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  const value = await call();
  return { value, ms: Date.now() - start };
}

const within = { signal: () => AbortSignal.timeout(30_000) };

async function announce(base: string): Promise<{ status: number; id?: number }> {
  const text = encodeURIComponent(`Aviso ${randomBytes(3).toString('hex')}`);
  const response = await fetch(
    `${base}/api/publication/event/${eventId}?type=ANNOUNCEMENT&description=${text}`,
    { method: 'POST', headers: { ...demoTenant, authorization: `Bearer ${token}` }, signal: within.signal() },
  );
  const body = (await response.json()) as { id?: number };
  return { status: response.status, id: body.id };
}

const delivered = (id: number) =>
  watcher.messages.some(
    (message) => (JSON.parse(message.body) as { publicationId?: number }).publicationId === id,
  );

/** Reads, sign-in and a write on both nodes: each answered, and within a few seconds. */
async function expectServing() {
  for (const node of [nodeA, nodeB]) {
    const read = await timed(() =>
      fetch(`${node.base}/api/event/${eventId}`, { headers: demoTenant, signal: within.signal() }),
    );
    expect(read.value.status).toBe(200);
    const signIn = await timed(() => login(node.base, admin.login, admin.password));
    expect(signIn.value).toMatch(/\S/);
    const written = await timed(() => announce(node.base));
    expect(written.value.status).toBe(201);
    for (const { ms } of [read, signIn, written]) expect(ms).toBeLessThan(5_000);
  }
}

describe('Redis away and back, with two API nodes', () => {
  it('serves on without Redis, and delivers across nodes again once it returns', async () => {
    const first = await announce(nodeA.base);
    expect(first.status).toBe(201);
    await until('delivery from A to B before the fault', async () =>
      delivered(first.id!) ? true : undefined,
    );

    // Hung: connections open, no answer. Nothing may wait on it for long.
    redis.freeze();
    try {
      await expectServing();
    } finally {
      redis.thaw();
    }

    // Stopped: connections refused.
    await redis.stop();
    await expectServing();

    await redis.start();
    let posts = 0;
    const resumed = await until(
      'delivery from A to B after Redis returned',
      async () => {
        // Within the posting limit (30 per 10 min), which counts again now that Redis is back.
        if (posts >= 15) throw new Error('no delivery after 15 announcements');
        posts += 1;
        const posted = await announce(nodeA.base);
        expect(posted.status).toBe(201);
        return until('that announcement on B', async () => (delivered(posted.id!) ? true : undefined), {
          timeoutMs: 1_000,
          everyMs: 50,
        }).catch(() => undefined);
      },
      { timeoutMs: 30_000, everyMs: 0 },
    );
    expect(resumed).toBe(true);
    expect(watcher.errors).toEqual([]);
    expect([nodeA.child.exitCode, nodeB.child.exitCode]).toEqual([null, null]);
    console.info(`redis: delivery resumed after ${posts} announcement(s)`);
  });
});
