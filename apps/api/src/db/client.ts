import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers whether the database responds, within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  migrate(): Promise<void>;
  /** Runs `work` while holding the cluster-wide startup lock, so concurrent nodes migrate and seed once. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Raw SQL for the job queue (pg-boss): one statement with `$n` parameters, or, without values, a
   * script of several statements (its schema migrations).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
/** Any constant shared by every node: serialises migrations when several nodes start at once. */
const STARTUP_LOCK_KEY = 7_306_127;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite only: folder of the database files, default `<dataDir>/pglite`. */
  pgliteDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.pgliteDir ?? path.join(options.dataDir, 'pglite'));
}

/**
 * PostgreSQL's defaults (128 MB of shared buffers, 64 MB of maintenance memory) suit a server of
 * its own; embedded in this process, PGlite's WASM heap never gives back what they fill. The demo
 * and typical tenants fit many times over in 16 MB (measured ~100 MB less RSS; the memory budget is 300 MB).
 */
function pgliteOptions(): PGliteOptions {
  return {
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      'shared_buffers=16MB',
      '-c',
      'maintenance_work_mem=16MB',
    ],
  };
}

/**
 * Creates the cluster of an empty folder in a short-lived child process. PGlite runs initdb as a
 * second WASM module; compiling and running it leaves ~60 MB of native heap in this process that
 * glibc never returns (measured: 320 vs 262 MB RSS), against the 300 MB memory budget.
 */
async function initPgliteInChild(dir: string): Promise<void> {
  const script =
    "const { PGlite } = await import('@electric-sql/pglite'); await (await PGlite.create(process.argv[1])).close();";
  // Run from this package, so the child resolves the same PGlite.
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, path.resolve(dir)], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`PGlite could not create ${dir}: ${stderr.trim().slice(-500)}`);
}

async function openPglite(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await initPgliteInChild(dir);
  const client = await PGlite.create(dir, pgliteOptions());
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    // One process owns a PGlite folder, so there is nobody to exclude.
    exclusive: (work) => work(),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      // PGlite's extended protocol takes one statement; a script goes through exec.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast while the server is away so requests get a quick 503 instead of hanging.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 15_000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one checked out between two statements (a transaction, the startup lock): the pool only
  // listens while a client is idle, and the server's "terminating connection" would then be an
  // unhandled 'error' event. The statement that follows fails instead (503), and the pool drops
  // the client on release as it is no longer queryable.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async (timeoutMs = 1_000) => {
      try {
        await withTimeout(pool.query('select 1'), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    exclusive: async (work) => {
      // A session-level advisory lock lives on one connection; the work itself may use others.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    executeSql: async (text, values) => pool.query(text, values?.length ? values : undefined),
    close: () => pool.end(),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);
const unavailableMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection terminated unexpectedly/i,
];

/** True when an error means "the database cannot be reached", which the API answers with 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') break;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message)))
      return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}
