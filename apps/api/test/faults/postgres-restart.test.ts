import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../template.ts';
import {
  type ApiNode,
  admin,
  demoTenant,
  login,
  type PostgresServer,
  sleep,
  startNode,
  startPostgres,
  until,
} from './harness.ts';

/** An answer to one write of the load, with when it was sent and answered (epoch ms). */
interface Answer {
  name: string;
  status: number;
  sentAt: number;
  answeredAt: number;
  body: { code?: string; message?: string; args?: unknown };
  retryAfter: string | null;
}

let postgres: PostgresServer;
let node: ApiNode;
let dataDir: string;
let token: string;
let eventId: number;

beforeAll(async () => {
  postgres = await startPostgres();
  dataDir = await makeTempDir('faults-pg');
  node = await startNode({ databaseUrl: postgres.url, jwtSecret: randomBytes(32).toString('hex'), dataDir });
  token = await login(node.base, admin.login, admin.password);
  eventId = await query(async (client) => {
    const { rows } = await client.query("select default_event_id as id from tenant where slug = 'demo'");
    return rows[0].id as number;
  });
});
afterAll(async () => {
  await node?.stop();
  await postgres?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function query<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates one speaker named `name` (a write with no rate limit, one row per request). */
async function write(name: string): Promise<Answer> {
  const request = encodeURIComponent(JSON.stringify({ eventId, name }));
  const sentAt = Date.now();
  const response = await fetch(`${node.base}/api/speaker?request=${request}`, {
    method: 'POST',
    headers: { ...demoTenant, authorization: `Bearer ${token}` },
    // Far beyond what the API may take: a request still open then is a hang, reported as such.
    signal: AbortSignal.timeout(30_000),
  }).catch((error: unknown) => {
    throw new Error(`${name}: no answer (${error instanceof Error ? error.message : String(error)})`);
  });
  const body = (await response.json()) as Answer['body'];
  return {
    name,
    status: response.status,
    sentAt,
    answeredAt: Date.now(),
    body,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** `workers` clients writing one after another until `stop()`; every answer is kept. */
function writeLoad(prefix: string, workers: number) {
  const answers: Answer[] = [];
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: workers }, async () => {
    // Bounded: 2,000 writes is far more than a run of this test sends.
    for (let round = 0; running && round < 2_000; round++) {
      answers.push(await write(`${prefix}-${sequence++}`));
      // A 503 invites a retry later; do not spin on it.
      if (answers.at(-1)!.status === 503) await sleep(50);
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('PostgreSQL restarted under a write load', () => {
  it.each([
    ['shut down cleanly', 'fast'],
    ['crashed', 'immediate'],
  ] as const)('keeps every answered write, answers 503 while it is %s, and recovers', async (_how, mode) => {
    const prefix = `fault-${mode}-${randomBytes(3).toString('hex')}`;
    const load = writeLoad(prefix, 4);
    const ok = () => load.answers.filter((answer) => answer.status === 201).length;
    await until('writes going through before the fault', async () => (ok() >= 10 ? true : undefined));

    await postgres.stop(mode);
    const downAt = Date.now();
    const during = () => load.answers.filter((answer) => answer.sentAt > downAt + 200);
    await until('503 answers while PostgreSQL is down', async () =>
      during().filter((answer) => answer.status === 503).length >= 8 ? true : undefined,
    );
    // Stay away a little longer, so the API meets a server that is down, not only going down.
    await sleep(1_500);
    await postgres.start();
    const backAt = Date.now();
    await until('writes going through again', async () =>
      load.answers.some((answer) => answer.status === 201 && answer.sentAt > backAt) ? true : undefined,
    );
    await sleep(300);
    await load.stop();

    // Every write answered 201 is in the database; nothing else was answered but 503.
    const stored = await query(async (client) => {
      const { rows } = await client.query('select name from speaker where name like $1', [`${prefix}-%`]);
      return new Set(rows.map((row: { name: string }) => row.name));
    });
    const created = load.answers.filter((answer) => answer.status === 201);
    expect(created.filter((answer) => !stored.has(answer.name))).toEqual([]);
    const refused = load.answers.filter((answer) => answer.status !== 201);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String), args: [] },
        retryAfter: expect.stringMatching(/^\d+$/),
      });
    }

    // No request hung while the server was away: each was answered within a few seconds.
    const slowest = Math.max(...load.answers.map((answer) => answer.answeredAt - answer.sentAt));
    expect(slowest).toBeLessThan(5_000);
    // Back within 5 s of PostgreSQL's return, without restarting the API.
    const firstBack = Math.min(
      ...created.filter((answer) => answer.sentAt > backAt).map((answer) => answer.answeredAt),
    );
    expect(firstBack - backAt).toBeLessThan(5_000);
    expect(node.child.exitCode).toBeNull();
    console.info(
      `postgres ${mode}: ${created.length} written, ${refused.length} × 503, slowest ${slowest} ms, ` +
        `back ${firstBack - backAt} ms after restart`,
    );
  });
});
