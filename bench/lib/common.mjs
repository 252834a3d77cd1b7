// What every benchmark of `npm run bench` shares: starting the real server as `npm start` does,
// databases and temporary folders that are removed afterwards (also on Ctrl-C), and the figures
// each benchmark writes to bench/results/<name>.json for bench/run.mjs's one final table.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverEnv, serverNodeArgs } from '../../scripts/server-runtime.mjs';

export const root = new URL('../../', import.meta.url).pathname;
export const resultsDir = new URL('../results/', import.meta.url).pathname;
export const quick = process.argv.includes('--quick');
/** Set by bench/run.mjs: the benchmark leaves its table to run.mjs's final one. */
export const inRun = process.argv.includes('--in-run');
export const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS = 'redis://127.0.0.1:6379';
export const TENANT = 'demo';
export const ADMIN = { login: 'produtor@vitrine.demo', password: 'bench-password-123' };

// ---- cleanup (also on Ctrl-C) ----------------------------------------------------------------
const children = new Set();
const tempDirs = new Set();
const databases = new Set(); // { adminUrl, name }
const closers = new Set();
let cleaning;

export async function stopChild(child) {
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Registers something to close at cleanup (sockets…). */
export function onCleanup(close) {
  closers.add(close);
  return () => closers.delete(close);
}

export function trackChild(child) {
  children.add(child);
  return child;
}

export function cleanup() {
  cleaning ??= (async () => {
    for (const close of closers) close();
    closers.clear();
    await Promise.all([...children].map(stopChild));
    for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
    tempDirs.clear();
    for (const { adminUrl, name } of databases) {
      try {
        await withClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
      } catch (error) {
        console.error(`could not drop database ${name}: ${error.message}`);
      }
    }
    databases.clear();
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up…`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---- helpers -----------------------------------------------------------------------------------
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

/** Resident memory of a process, MB (Linux /proc), or null once it is gone. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/** Samples `pid`'s RSS every `everyMs` until stopped; `stop()` returns the samples [{t, mb}]. */
export function sampleRss(pid, everyMs) {
  const started = Date.now();
  const samples = [];
  const take = () => {
    const mb = rssMb(pid);
    if (mb !== null) samples.push({ t: Math.round((Date.now() - started) / 100) / 10, mb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** The PostgreSQL to use: DATABASE_URL, else the local default when it answers, else undefined. */
export async function pickPostgres() {
  const url = process.env.DATABASE_URL || DEFAULT_PG;
  try {
    await withClient(url, (c) => c.query('select 1'));
    return url;
  } catch {
    return undefined;
  }
}

/** A fresh database on `adminUrl`'s server, dropped at cleanup; returns its URL. */
export async function createDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database "${name}"`));
  databases.add({ adminUrl, name });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts the real server as `npm start` starts it (scripts/server-runtime.mjs: flags and
 * environment), production mode, on a free port with a temporary DATA_DIR (or `dataDir`, a
 * previous server's, to restart on its data). PGlite unless `databaseUrl` is given.
 */
export async function startServer({
  databaseUrl = '',
  redisUrl = '',
  jwtSecret = randomBytes(32).toString('hex'),
  env = {},
  dataDir: existingDir = undefined,
} = {}) {
  const dataDir = existingDir ?? (await mkdtemp(path.join(tmpdir(), 'vitrine-bench-')));
  tempDirs.add(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverNodeArgs, {
    cwd: root,
    env: serverEnv({
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: jwtSecret,
      NODE_ENV: 'production',
      SEED_ADMIN_PASSWORD: ADMIN.password,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  trackChild(child);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before ready`);
    if (
      await fetch(`${baseUrl}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the server was not ready within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, baseUrl, dataDir };
}

/** Signs in with the demo tenant; returns the bearer token. */
export async function signIn(baseUrl, account = ADMIN, extraHeaders = {}) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'X-Tenant': TENANT, 'content-type': 'application/json', ...extraHeaders },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return (await response.json()).token;
}

/** The six-digit code of the newest mail to `to` in the server's outbox (no SMTP in the bench). */
async function mailedCode(dataDir, to) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const name of await readdir(outbox).catch(() => [])) {
      if (!name.endsWith('.json')) continue;
      const mail = JSON.parse(await readFile(path.join(outbox, name), 'utf8'));
      const code = mail.to === to ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A confirmed member of the demo tenant: registered (from its own forwarded address, as people
 * are) and confirmed with the code from `server`'s outbox; returns the confirmed token.
 */
export async function confirmedMember(server, index, prefix = 'bench') {
  const login = `${prefix}.${index}.${Date.now()}@example.com`;
  const password = `${prefix}-password-123`;
  const forwarded = {
    'X-Tenant': TENANT,
    'x-forwarded-for': `10.9.${index}.1`,
    'content-type': 'application/json',
  };
  const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: forwarded,
    body: JSON.stringify({ login, password, confirmPassword: password, name: `${prefix} ${index}` }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const { token } = await registered.json();
  const { userId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const confirmed = await fetch(`${server.baseUrl}/api/auth/confirm-user/${userId}`, {
    method: 'PATCH',
    headers: { ...forwarded, authorization: `Bearer ${token}` },
    body: JSON.stringify({ code: await mailedCode(server.dataDir, login) }),
  });
  if (!confirmed.ok) throw new Error(`confirm answered ${confirmed.status}: ${await confirmed.text()}`);
  return (await confirmed.json()).token;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round1 = (n) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);

// ---- figures -----------------------------------------------------------------------------------
/**
 * The figures of one benchmark: `add(figure, value, budget, pass)`; `pass` undefined means the
 * row is information, not a budget.
 */
export function figures() {
  const rows = [];
  return {
    rows,
    add(figure, value, budget = '', pass = undefined) {
      rows.push({ figure, value, budget, pass: pass === undefined ? null : Boolean(pass) });
    },
  };
}

/** Prints figures as one table, then the missed budgets; returns the missed rows. */
export function printTable(rows, title) {
  const cells = rows.map((r) => [
    r.figure,
    r.value === null || r.value === undefined ? '-' : String(r.value),
    r.budget || '',
    r.pass === null ? '-' : r.pass ? 'pass' : 'FAIL',
  ]);
  const header = ['figure', 'measured', 'budget', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((cell, i) => cell.padEnd(widths[i])).join(' | ');
  if (title) console.log(`\n${title}`);
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const c of cells) console.log(line(c));
  const missed = rows.filter((r) => r.pass === false);
  console.log('');
  for (const r of missed) console.log(`BUDGET MISSED: ${r.figure} = ${r.value} (budget ${r.budget})`);
  if (missed.length === 0) console.log('All budgets met.');
  return missed;
}

/**
 * Writes bench/results/<name>.json (details plus `figures`), prints the table unless run.mjs
 * will, and sets the exit code when a budget is missed.
 */
export function finish(name, rows, details) {
  const missed = inRun ? rows.filter((r) => r.pass === false) : printTable(rows, name);
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const out = { bench: name, at: new Date().toISOString(), quick, figures: rows, ...details };
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, file)}`);
  if (missed.length > 0) process.exitCode = 1;
}

/** Runs `main`, then cleans up whatever it started; an exception fails the run. */
export async function runBench(main) {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
