import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
// pg-boss is pinned (package.json): its statement texts are what `quietCompletions` recognises.
import plans from 'pg-boss/src/plans.js';
import { afterCommitOf } from '../changes/change-seam.ts';
import type { Database, Db } from '../db/client.ts';
import { drizzleExecutor, type SqlExecutor } from './sql-executor.ts';

/** pg-boss keeps its tables in a schema of their own, beside the app's. */
export const jobSchema = 'pgboss';

export interface JobRun<T> {
  data: T;
  id: string;
  key: string;
  attempt: number;
}

interface JobPolicy {
  /** Tries after the first, with exponential backoff from `retryDelaySeconds`. */
  retryLimit: number;
  /** A run taking longer (a node killed mid-job, a hung peer) counts as failed and is retried. */
  expireInSeconds: number;
  /**
   * Runs (or batches) of this queue at once on each node, 1 by default: for jobs that mostly wait
   * on someone else, such as a push service, so a slow one holds up one worker, not the queue.
   */
  concurrency?: number;
}

/** One job at a time: throwing schedules a retry. Must be safe to run again for the same key. */
export interface SingleJobDefinition<T> extends JobPolicy {
  run(data: T, job: { id: string; key: string; attempt: number }): Promise<void>;
}

/** Jobs of a batch that failed on their own: only these are retried, the rest are done. */
export interface BatchFailures {
  failed: { id: string; error: unknown }[];
}

/**
 * Up to `batchSize` due jobs at once (many alike due together, such as reminders for one
 * session): throwing retries the whole batch, so each job must be safe to run again. A batch of
 * independent jobs (deliveries to many devices) returns those that failed instead, and only they
 * are retried. Each fetch sorts the queue's due jobs, so with thousands due, taking them one at a
 * time costs more than running them.
 */
export interface BatchJobDefinition<T> extends JobPolicy {
  batchSize: number;
  // biome-ignore lint/suspicious/noConfusingVoidType: most batches return nothing (they throw).
  runBatch(jobs: JobRun<T>[]): Promise<void | BatchFailures>;
}

export type JobDefinition<T> = SingleJobDefinition<T> | BatchJobDefinition<T>;

export interface JobToEnqueue<T> extends EnqueueOptions {
  data: T;
}

export interface EnqueueOptions {
  /**
   * What makes this job unique (user, item, kind, time): the job's id is derived from it, so
   * enqueueing the same key twice stores one job, and its retries are the same job.
   */
  key: string;
  startAfter?: Date;
}

export interface JobQueueOptions {
  /** First retry delay; each next one doubles (with jitter). */
  retryDelaySeconds: number;
  /** How often an idle worker looks for due jobs (a job enqueued on this node wakes it at once). */
  pollingIntervalSeconds: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A job id from its key: a UUID (pg-boss's id type) that the same queue and key always give. */
export function jobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // Version 4 / variant 1 bits set, so it is a well-formed UUID.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function bossOptions(
  executor: SqlExecutor,
  extra: PgBoss.ConstructorOptions = {},
): PgBoss.ConstructorOptions {
  return { db: executor, schema: jobSchema, ...extra };
}

/**
 * pg-boss 10 finishes a worker's jobs without awaiting the statement (`this.complete(…)` and
 * `this.fail(…)` in its manager's onFetch): should the database fail right then, the rejection is
 * unhandled, and Node exits on one. Those two statements therefore answer "none finished" instead
 * of failing; the jobs stay active until they expire and are then retried, as when a node dies
 * mid-run.
 */
function quietCompletions(executor: SqlExecutor, log: FastifyBaseLogger): SqlExecutor {
  const completions = new Set([plans.completeJobs(jobSchema), plans.failJobsById(jobSchema)]);
  return {
    executeSql: (text, values) => {
      const run = executor.executeSql(text, values);
      if (!completions.has(text)) return run;
      return run.catch((error: unknown) => {
        log.warn({ err: error }, 'job queue: could not record finished jobs; they run again once expired');
        return { rows: [{ count: 0 }] };
      });
    },
  };
}

/**
 * Creates or upgrades pg-boss's schema. Called by `prepareDatabase` under the startup lock, so it
 * runs once when several nodes start together, and test templates carry it.
 */
export async function migrateJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss(bossOptions(database, { supervise: false, schedule: false, migrate: true }));
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
}

/**
 * Durable jobs in the database (pg-boss), on PGlite and PostgreSQL alike: enqueued in the
 * transaction of the change that causes them, fetched with `FOR UPDATE SKIP LOCKED` so each runs
 * on one node, retried with exponential backoff, and, if a node dies mid-run, retried elsewhere
 * once the run expires.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly workers = new Map<string, string[]>();
  private started = false;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly startedHooks: (() => Promise<unknown>)[] = [];
  /** pg-boss's statements not yet answered: `stop` waits for them, so none outlives the app. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly tracked: SqlExecutor;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {
    this.tracked = {
      executeSql: (text, values) => {
        const run = database.executeSql(text, values);
        const settled = run.then(
          () => {},
          () => {},
        );
        this.inFlight.add(settled);
        void settled.then(() => this.inFlight.delete(settled));
        return run;
      },
    };
    this.boss = new PgBoss(
      bossOptions(quietCompletions(this.tracked, log), {
        migrate: false,
        schedule: false,
        supervise: true,
        maintenanceIntervalSeconds: 60,
        monitorStateIntervalSeconds: 60,
      }),
    );
    this.boss.on('error', (error) => this.log.warn({ err: error }, 'job queue: %s', error.message));
  }

  /** Declares a kind of job; call before `start`. */
  define<T>(name: string, definition: JobDefinition<T>): void {
    this.definitions.set(name, definition as JobDefinition<never>);
  }

  /** Runs `hook` each time the workers have started (after a retry too); a failure is logged. */
  onStarted(hook: () => Promise<unknown>): void {
    this.startedHooks.push(hook);
  }

  /**
   * Starts the workers; if the database does not answer, says so and tries again every
   * `retryMs` until it does or `stop` is called, so a node comes up serving reads meanwhile.
   */
  async start(retryMs = 5_000): Promise<void> {
    try {
      await this.startWorkers();
    } catch (error) {
      if (this.stopped) return;
      this.log.error({ err: error }, 'job queue could not start; trying again');
      this.retryTimer = setTimeout(() => void this.start(retryMs), retryMs);
      this.retryTimer.unref();
    }
  }

  private async startWorkers(): Promise<void> {
    await this.boss.start();
    for (const [name, definition] of this.definitions) {
      const queue = {
        name,
        retryLimit: definition.retryLimit,
        retryDelay: this.options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
      };
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, queue);
      else await this.boss.createQueue(name, queue).catch(() => this.boss.updateQueue(name, queue));
      const batchSize = 'runBatch' in definition ? definition.batchSize : 1;
      const workerIds: string[] = [];
      for (let n = 0; n < (definition.concurrency ?? 1); n++) {
        workerIds.push(await this.work(name, definition, batchSize));
      }
      this.workers.set(name, workerIds);
    }
    this.started = true;
    for (const hook of this.startedHooks) {
      await hook().catch((error) => this.log.error({ err: error }, 'job queue: a start-up task failed'));
    }
  }

  /** One pg-boss worker of `name`; returns its id. */
  private async work(name: string, definition: JobDefinition<never>, batchSize: number): Promise<string> {
    let self: string | undefined;
    self = await this.boss.work<never>(
      name,
      { includeMetadata: true, pollingIntervalSeconds: this.options.pollingIntervalSeconds, batchSize },
      async (fetched) => {
        const [first] = fetched;
        if (!first) return;
        // A fetch sent just before `stop` (waiting for a connection, say) may answer after it:
        // those jobs go back to wait for the next node, not run while the app closes.
        if (this.stopped) return this.release(fetched.map((job) => job.id));
        // Right after these, this worker looks for the next instead of waiting a polling interval.
        // (Not once stopping: the database may be closing, and a fetch then fails unheard.)
        setImmediate(() => {
          if (this.stopped) return;
          if (self) this.boss.notifyWorker(self);
          else this.wake(name);
        });
        const runs: JobRun<never>[] = fetched.map((job) => ({
          data: job.data,
          id: job.id,
          key: (job.data as { key: string }).key,
          attempt: job.retryCount + 1,
        }));
        const work =
          'runBatch' in definition
            ? definition.runBatch(runs)
            : definition.run(runs[0]!.data, { id: first.id, key: runs[0]!.key, attempt: runs[0]!.attempt });
        const outcome = await work.catch((error) => {
          this.log.warn(
            { err: error, job: name, key: runs[0]!.key, jobs: runs.length, attempt: first.retryCount + 1 },
            `job ${name} failed (try ${first.retryCount + 1} of ${first.retryLimit + 1})`,
          );
          throw error;
        });
        if (outcome) await this.failEach(name, fetched, outcome);
      },
    );
    return self;
  }

  /**
   * Puts fetched jobs back as they were before the fetch (its retry count too), so they are not
   * counted as tried; pg-boss's completion then leaves them alone, as it touches active jobs only.
   * Should this fail, they stay active until they expire and are then retried.
   */
  private async release(ids: string[]): Promise<void> {
    await this.tracked
      .executeSql(
        `update ${jobSchema}.job set
           state = case when retry_count > 0 then 'retry' else 'created' end::${jobSchema}.job_state,
           started_on = case when retry_count > 0 then started_on end,
           retry_count = greatest(retry_count - 1, 0)
         where id = any($1::uuid[]) and state = 'active'`,
        [ids],
      )
      .catch((error) =>
        this.log.warn({ err: error }, 'job queue: could not put back jobs fetched while stopping'),
      );
  }

  /**
   * Fails (so retries) the jobs a batch names; pg-boss then completes the batch, which leaves them
   * alone: completing touches active jobs only.
   */
  private async failEach(name: string, fetched: PgBoss.JobWithMetadata<never>[], { failed }: BatchFailures) {
    await Promise.all(
      failed.map(async ({ id, error }) => {
        const job = fetched.find((candidate) => candidate.id === id);
        if (!job) return;
        this.log.warn(
          { err: error, job: name, key: (job.data as { key: string }).key, attempt: job.retryCount + 1 },
          `job ${name} failed (try ${job.retryCount + 1} of ${job.retryLimit + 1})`,
        );
        // Should this fail too (the database gone), the job stays active until it expires, then
        // is retried all the same.
        await this.boss.fail(name, id, error as object).catch(() => {});
      }),
    );
  }

  /**
   * Stores a job; with `tx`, inside that transaction (it exists only if the transaction commits).
   * Returns false when a job with this key already exists.
   */
  async enqueue<T extends object>(name: string, data: T, options: EnqueueOptions, tx?: Db): Promise<boolean> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    const id = await this.boss.send(
      name,
      { ...data, key: options.key },
      {
        id: jobId(name, options.key),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(tx ? { db: drizzleExecutor(tx) } : {}),
      },
    );
    // A transaction's job is not visible yet: a unit of the change seam wakes the workers after
    // its commit; the caller of a bare transaction wakes them itself.
    if (!tx) this.wake(name);
    else afterCommitOf(tx)?.wake(name);
    return id !== null;
  }

  /**
   * Stores many jobs in one statement (with `tx`, inside that transaction); a key already stored
   * is skipped, as with `enqueue`, unless `replaceFinished` and that job is done or cancelled:
   * then it is stored anew (for jobs whose run decides, like a reminder that checks it was sent).
   * `replaceFinished.unless` is a SQL condition on the stored job's `data` (a constant of the
   * caller, never input) that keeps a finished job: checked in the same statement as the delete,
   * so a job another node finishes meanwhile is judged by what that node committed.
   */
  async enqueueMany<T extends object>(
    name: string,
    jobs: JobToEnqueue<T>[],
    tx?: Db,
    options: { replaceFinished?: { unless?: string } } = {},
  ): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    const executor = this.executor(tx);
    // json_to_recordset takes every row in one parameter; a few thousand at a time keeps it small.
    for (let start = 0; start < jobs.length; start += 2_000) {
      const slice = jobs.slice(start, start + 2_000);
      if (options.replaceFinished) {
        await executor.executeSql(
          `delete from ${jobSchema}.job where name = $1 and id = any($2::uuid[])
           and state in ('completed', 'cancelled')${options.replaceFinished.unless ? ` and not (${options.replaceFinished.unless})` : ''}`,
          [name, slice.map((job) => jobId(name, job.key))],
        );
      }
      await this.boss.insert(
        slice.map((job) => ({
          id: jobId(name, job.key),
          name,
          data: { ...job.data, key: job.key },
          ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}),
        })),
        tx ? { db: drizzleExecutor(tx) } : {},
      );
    }
    if (jobs.length === 0) return;
    if (!tx) this.wake(name);
    else afterCommitOf(tx)?.wake(name);
  }

  /**
   * Cancels the waiting jobs of `name` whose data contains `match` (jsonb `@>`), such as every
   * reminder of one session; returns how many.
   */
  async cancelMatching(name: string, match: Record<string, unknown>, tx?: Db): Promise<number> {
    const executor = this.executor(tx);
    const { rows } = await executor.executeSql(
      `with cancelled as (
         update ${jobSchema}.job set state = 'cancelled', completed_on = now()
         where name = $1 and state < 'active' and data @> $2::jsonb
         returning 1)
       select count(*)::int as count from cancelled`,
      [name, JSON.stringify(match)],
    );
    return (rows[0] as { count: number } | undefined)?.count ?? 0;
  }

  /** Runs SQL in `tx` when given, else on the database. */
  private executor(tx?: Db): SqlExecutor {
    return tx
      ? drizzleExecutor(tx)
      : { executeSql: (text, values) => this.database.executeSql(text, values) };
  }

  /** Looks for due jobs of `name` now rather than at the next poll. */
  wake(name: string): void {
    if (this.stopped) return;
    for (const worker of this.workers.get(name) ?? []) this.boss.notifyWorker(worker);
  }

  /** The state of the job with this key, or null if there is none (never enqueued, or long gone). */
  async state(name: string, key: string): Promise<JobState | null> {
    const job = await this.boss.getJobById(name, jobId(name, key), { includeArchive: true });
    return job?.state ?? null;
  }

  /** True while the job is waiting, retrying or running. */
  async isPending(name: string, key: string): Promise<boolean> {
    const state = await this.state(name, key);
    return state === 'created' || state === 'retry' || state === 'active';
  }

  /**
   * Jobs by queue and state, and the oldest waiting job's age per queue (a job waiting long means
   * its peer is down or no node works the queue). Read from the table: the same on every node.
   */
  async counts(): Promise<{ name: string; state: JobState; count: number; oldestSeconds: number }[]> {
    const { rows } = await this.database.executeSql(
      `select name, state, count(*)::int as count,
         coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as "oldestSeconds"
       from ${jobSchema}.job group by name, state order by name, state`,
    );
    return rows as { name: string; state: JobState; count: number; oldestSeconds: number }[];
  }

  /**
   * Waits for running jobs to finish (up to `timeoutMs`), stops fetching new ones, and waits for
   * every statement pg-boss has sent (a last fetch, a completion it does not await), so that none
   * reaches a database the app closes next.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    if (!this.started) return;
    this.started = false;
    const deadline = Date.now() + timeoutMs;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    // A statement's answer may send the next (a fetch's jobs are put back, then completed).
    while (this.inFlight.size > 0 && Date.now() < deadline) {
      await Promise.race([
        Promise.all(this.inFlight),
        new Promise((resolve) => setTimeout(resolve, Math.max(deadline - Date.now(), 0)).unref()),
      ]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
