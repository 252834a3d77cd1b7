import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../nodes.ts';

/**
 * Servers of a fault test's own — a PostgreSQL cluster, a redis-server, API processes — on free
 * ports in a temporary folder, so stopping them disturbs nobody else on the machine.
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every `everyMs` until it returns a value other than undefined; throws at the
 * deadline, or at once when `check` throws.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeoutMs = 20_000, everyMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** Runs as the `postgres` account when we are root, as PostgreSQL refuses to run as root. */
function asPostgres(command: string, args: string[]) {
  const binary = path.join(pgBin, command);
  return process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', binary, ...args])
    : run(binary, args);
}

export interface PostgresServer {
  /** A database of its own on this cluster. */
  url: string;
  /** `fast` ends sessions cleanly; `immediate` is a crash (recovery from WAL on the next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Returns once the server accepts connections. */
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-faults-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off', // the machine does not crash here, only the server: WAL in the page cache survives
    '-c shared_buffers=16MB',
    '-c max_connections=60',
  ].join(' ');
  let running = false;
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/vitrine`,
    async start() {
      await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async dispose() {
      if (running) await server.stop('immediate').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database vitrine');
  await admin.end();
  return server;
}

export interface RedisServer {
  url: string;
  /** SIGSTOP: connections stay open and nothing answers, as with a hung or overloaded server. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      child = started;
      await until('redis-server answering', async () => {
        if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
        return (await ping(port)) || undefined;
      });
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGCONT');
      running.kill('SIGTERM');
      await exited;
      child = null;
    },
    dispose: () => server.stop(),
  };
  await server.start();
  return server;
}

/** True when something answers PING with +PONG on `port`. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface ApiNode {
  base: string;
  dataDir: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, as when a machine or container dies. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not gone within 5 s. */
  stop(): Promise<void>;
}

export interface NodeOptions {
  databaseUrl: string;
  jwtSecret: string;
  dataDir: string;
  redisUrl?: string;
  env?: Record<string, string>;
}

/** A real API process (`node --import tsx apps/api/src/server.ts`), ready when this resolves. */
export async function startNode(options: NodeOptions): Promise<ApiNode> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: options.dataDir,
      WEB_DIST: path.join(options.dataDir, 'no-web'),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl ?? '',
      JWT_SECRET: options.jwtSecret,
      LOG_LEVEL: 'error',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const node: ApiNode = {
    base,
    dataDir: options.dataDir,
    child,
    async kill() {
      if (gone()) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (gone()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  await until(
    'the API node ready',
    async () => {
      if (gone()) throw new Error(`the node exited (${child.exitCode ?? child.signalCode})`);
      return fetch(`${base}/api/ready`).then(
        (response) => response.ok || undefined,
        () => undefined,
      );
    },
    { timeoutMs: 90_000, everyMs: 200 },
  ).catch(async (error: unknown) => {
    await node.kill();
    throw error;
  });
  return node;
}

export const demoTenant = { 'x-tenant': 'demo' };

export async function login(base: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...demoTenant, 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
    // Far beyond what sign-in may take: waiting longer means it hangs, on Redis or the database.
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export const admin = { login: 'produtor@vitrine.demo', password: 'vitrine-demo-2024' };
