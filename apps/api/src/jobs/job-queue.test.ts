import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { JobQueue, jobId } from './job-queue.ts';

const log = pino({ level: 'silent' });
const fast = { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 };
let test: TestDatabase;
/** A second connection to the same database, as a second node has (PGlite: the same one). */
let second: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  second =
    test.database.kind === 'postgres'
      ? await openDatabase({ databaseUrl: test.location, dataDir: '' })
      : test.database;
});
afterAll(async () => {
  if (second !== test.database) await second.close();
  await test.dispose();
});

const until = async (done: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

function queueOn(database: Database, name: string, run: (data: { n: number }) => Promise<void>) {
  const queue = new JobQueue(database, log, fast);
  queue.define<{ n: number }>(name, { retryLimit: 5, expireInSeconds: 30, run: (data) => run(data) });
  return queue;
}

describe('the durable job queue', () => {
  it('derives one well-formed id per queue and key', () => {
    expect(jobId('mail', 'a')).toBe(jobId('mail', 'a'));
    expect(jobId('mail', 'a')).not.toBe(jobId('mail', 'b'));
    expect(jobId('mail', 'a')).not.toBe(jobId('push', 'a'));
    expect(jobId('mail', 'a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('stores a job only if the transaction that enqueues it commits, and one job per key', async () => {
    const ran: number[] = [];
    const queue = queueOn(test.database, 'tx-test', async ({ n }) => {
      ran.push(n);
    });
    await queue.start();
    try {
      await test.database.db
        .transaction(async (tx) => {
          await queue.enqueue('tx-test', { n: 1 }, { key: 'rolled-back' }, tx);
          throw new Error('roll back');
        })
        .catch(() => {});
      await test.database.db.transaction(async (tx) => {
        expect(await queue.enqueue('tx-test', { n: 2 }, { key: 'committed' }, tx)).toBe(true);
        expect(await queue.enqueue('tx-test', { n: 3 }, { key: 'committed' }, tx)).toBe(false);
      });
      queue.wake('tx-test');
      await until(() => ran.length === 1);
      expect(await queue.enqueue('tx-test', { n: 4 }, { key: 'committed' })).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(ran).toEqual([2]);
      expect(await queue.state('tx-test', 'rolled-back')).toBeNull();
      await until(async () => (await queue.state('tx-test', 'committed')) === 'completed');
    } finally {
      await queue.stop();
    }
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const attempts: number[] = [];
    const queue = queueOn(test.database, 'retry-test', async () => {
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error('peer down');
    });
    await queue.start();
    try {
      await queue.enqueue('retry-test', { n: 1 }, { key: 'flaky' });
      await until(() => attempts.length === 3);
      await until(async () => (await queue.state('retry-test', 'flaky')) === 'completed');
      const [first, second, third] = attempts as [number, number, number];
      // Delay 1 s doubling, with up to as much again of jitter: ≥ 1 s, then ≥ 2 s.
      expect(second - first).toBeGreaterThanOrEqual(900);
      expect(third - second).toBeGreaterThanOrEqual(1_900);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('runs each job once across two nodes', async () => {
    const runs = new Map<number, number>();
    const count = async ({ n }: { n: number }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const nodeA = queueOn(test.database, 'once-test', count);
    const nodeB = queueOn(second, 'once-test', count);
    await Promise.all([nodeA.start(), nodeB.start()]);
    try {
      const jobs = 60;
      for (let n = 0; n < jobs; n++) await nodeA.enqueue('once-test', { n }, { key: `job-${n}` });
      await until(() => runs.size === jobs, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect([...runs.values()].every((times) => times === 1)).toBe(true);
      expect(runs.size).toBe(jobs);
    } finally {
      await Promise.all([nodeA.stop(), nodeB.stop()]);
    }
  }, 90_000);

  it('runs batches on several workers at once and retries only the jobs a batch names', async () => {
    const ran = new Map<number, number>();
    let running = 0;
    let most = 0;
    const queue = new JobQueue(test.database, log, fast);
    queue.define<{ n: number }>('batch-test', {
      retryLimit: 5,
      expireInSeconds: 30,
      batchSize: 4,
      concurrency: 2,
      async runBatch(jobs) {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 200));
        running--;
        const failed = [];
        for (const { id, data } of jobs) {
          const times = (ran.get(data.n) ?? 0) + 1;
          ran.set(data.n, times);
          // One device's first try fails; the others of its batch are done.
          if (data.n === 3 && times === 1) failed.push({ id, error: new Error('push service down') });
        }
        return { failed };
      },
    });
    await queue.start();
    try {
      const jobs = Array.from({ length: 16 }, (_, n) => ({ key: `batch-${n}`, data: { n } }));
      await queue.enqueueMany('batch-test', jobs);
      const states = () => Promise.all(jobs.map((job) => queue.state('batch-test', job.key)));
      await until(async () => (await states()).every((state) => state === 'completed'));
      expect(ran.size).toBe(16);
      expect(ran.get(3)).toBe(2);
      expect([...ran].every(([n, times]) => times === (n === 3 ? 2 : 1))).toBe(true);
      expect(most).toBe(2);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('keeps jobs across a restart: enqueued while no node runs, done by the next one', async () => {
    const ran: number[] = [];
    const before = queueOn(test.database, 'restart-test', async () => {});
    await before.start();
    await before.stop();
    // Nobody works the queue now: the job waits in the database.
    const idle = queueOn(test.database, 'restart-test', async () => {});
    await test.database.db.transaction((tx) =>
      idle.enqueue('restart-test', { n: 7 }, { key: 'survivor' }, tx),
    );
    const waiting = await test.database.db.execute(
      sql`select state from pgboss.job where name = 'restart-test'`,
    );
    expect((waiting as { rows: unknown[] }).rows).toEqual([{ state: 'created' }]);

    const after = queueOn(test.database, 'restart-test', async ({ n }) => {
      ran.push(n);
    });
    await after.start();
    try {
      await until(() => ran.length === 1);
      expect(ran).toEqual([7]);
    } finally {
      await after.stop();
    }
  });

  it('stops only once a fetch sent before stopping has answered, and puts back what it fetched', async () => {
    // The fetch is held before it reaches the database (as when it waits for a connection).
    let release: () => void = () => {};
    let held = 0;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gated: Database = Object.create(test.database, {
      executeSql: {
        value: async (text: string, values?: unknown[]) => {
          if (text.includes('SKIP LOCKED')) {
            held++;
            await gate;
          }
          return test.database.executeSql(text, values);
        },
      },
    });
    const ran: number[] = [];
    const queue = queueOn(gated, 'late-fetch-test', async ({ n }) => {
      ran.push(n);
    });
    void queue.start();
    await until(() => held > 0);
    const other = queueOn(test.database, 'late-fetch-test', async () => {});
    await test.database.db.transaction((tx) =>
      other.enqueue('late-fetch-test', { n: 1 }, { key: 'late' }, tx),
    );
    let stopped = false;
    const stopping = queue.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(ran).toEqual([]);
    const [job] = (
      (await test.database.db.execute(
        sql`select state, retry_count as "retryCount" from pgboss.job where name = 'late-fetch-test'`,
      )) as { rows: unknown[] }
    ).rows;
    expect(job).toEqual({ state: 'created', retryCount: 0 });

    const next = queueOn(test.database, 'late-fetch-test', async ({ n }) => {
      ran.push(n);
    });
    await next.start();
    try {
      await until(() => ran.length === 1);
      expect(ran).toEqual([1]);
    } finally {
      await next.stop();
    }
  });

  it('leaves a job active, not an unhandled rejection, when recording its end fails', async () => {
    let failing = true;
    const flaky: Database = Object.create(test.database, {
      executeSql: {
        value: async (text: string, values?: unknown[]) => {
          if (failing && text.includes("state = 'completed'")) throw new Error('connection lost');
          return test.database.executeSql(text, values);
        },
      },
    });
    const ran: number[] = [];
    const queue = queueOn(flaky, 'lost-end-test', async ({ n }) => {
      ran.push(n);
    });
    await queue.start();
    try {
      await queue.enqueue('lost-end-test', { n: 1 }, { key: 'lost' });
      await until(() => ran.length === 1);
      // pg-boss records the end without awaiting it: an escaped rejection would fail this file.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await queue.state('lost-end-test', 'lost')).toBe('active');
    } finally {
      failing = false;
      await queue.stop();
    }
  });
});
