// Read-path benchmark (DESIGN.md §10): the real server against a bare node:http server that answers
// with the same bytes from memory, on PGlite and (when reachable) PostgreSQL.
// Usage: npm run bench [-- --quick]
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverEnv, serverNodeArgs } from '../scripts/server-runtime.mjs';

const root = new URL('../', import.meta.url).pathname;
const quick = process.argv.includes('--quick');
const TENANT = 'demo';
const settings = {
  connections: 100,
  duration: quick ? 3 : 10,
  pipelining: 1,
  warmup: 1,
  headers: { 'X-Tenant': TENANT },
  // The bare server replays the real response's headers (see startBareServer): the same bytes on
  // the wire. `--bare-minimal-headers` measures against a bare server sending two headers instead.
  bareSendsRealHeaders: !process.argv.includes('--bare-minimal-headers'),
};
const BUDGET = { ratio: 0.5, p99Ms: 50, rssMb: 300 };
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

// ---- cleanup (also on Ctrl-C) ----------------------------------------------------------------
const children = new Set();
const tempDirs = new Set();
const databases = new Set(); // { adminUrl, name }
let cleaning;

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function cleanup() {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stopChild));
    children.clear();
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
async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

function cannon(url, duration) {
  return autocannon({
    url,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration,
    headers: settings.headers,
  });
}

async function load(url) {
  await cannon(url, settings.warmup); // warm-up, not counted
  const r = await cannon(url, settings.duration);
  return {
    requestsPerSec: r.requests.average,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

async function pickPostgres() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  try {
    await withClient(DEFAULT_PG, (c) => c.query('select 1'));
    return DEFAULT_PG;
  } catch {
    return undefined;
  }
}

async function startRealServer(databaseUrl) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-'));
  tempDirs.add(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Started as `npm start` starts it (flags and environment), so the figures are the product's.
  const child = spawn(process.execPath, serverNodeArgs, {
    cwd: root,
    env: serverEnv({
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      SEED_ADMIN_PASSWORD: 'bench-password-123',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before ready`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server was not ready within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, baseUrl };
}

/** Headers node adds itself (or that describe the connection), left out of the replayed set. */
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function startBareServer(body, contentType, realHeaders) {
  const headers = Object.fromEntries(
    [...realHeaders].filter(([name]) => !perConnection.has(name.toLowerCase())),
  );
  const child = fork(new URL('./lib/bare-server.mjs', import.meta.url).pathname, [], {
    env: {
      ...process.env,
      BARE_BODY: body.toString('base64'),
      BARE_CONTENT_TYPE: contentType,
      BARE_HEADERS: JSON.stringify(headers),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

// ---- one engine --------------------------------------------------------------------------------
async function benchEngine(engine, databaseUrl) {
  console.log(`\n== ${engine}: starting the real server…`);
  const { child: server, baseUrl } = await startRealServer(databaseUrl);
  const config = await (await fetch(`${baseUrl}/api/config`, { headers: settings.headers })).json();
  const id = config.defaultEventId;
  if (!id) throw new Error(`no defaultEventId in /api/config: ${JSON.stringify(config)}`);

  const paths = [`/api/event/${id}`, `/api/event/shortcuts/${id}`, `/api/exhibitor/findByEvent/${id}`];
  const results = [];
  for (const p of paths) {
    const res = await fetch(baseUrl + p, { headers: settings.headers });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) {
      const error = `answered ${res.status}: ${body.toString().slice(0, 200)}`;
      console.log(`   ${p}: ${error} (skipped)`);
      results.push({ path: p.replace(id, '{id}'), error });
      continue;
    }
    const contentType = res.headers.get('content-type') ?? 'application/octet-stream';

    // Same bytes on the wire: the bare server answers with this body and the real response's
    // headers (security, CORS, caching; ~1.2 kB), so the ratio measures the server's own work.
    const bare = await startBareServer(body, contentType, res.headers);
    console.log(`   ${p} (${body.length} B): bare…`);
    const bareResult = await load(bare.url + p);
    await stopChild(bare.child);
    children.delete(bare.child);

    console.log(`   ${p}: real…`);
    const realResult = await load(baseUrl + p);
    const rss = rssMb(server.pid);
    results.push({
      path: p.replace(id, '{id}'),
      bytes: body.length,
      contentType,
      bare: bareResult,
      real: realResult,
      ratio: Math.round((realResult.requestsPerSec / bareResult.requestsPerSec) * 1000) / 1000,
      rssMbAtEnd: rss,
    });
  }
  await stopChild(server);
  children.delete(server);
  return { engine, eventId: id, paths: results };
}

// ---- report ------------------------------------------------------------------------------------
function report(engines) {
  const rows = [];
  const missed = [];
  const add = (figure, value, budget, pass) => {
    rows.push([figure, String(value), budget, pass === undefined ? '-' : pass ? 'pass' : 'FAIL']);
    if (pass === false) missed.push(`BUDGET MISSED: ${figure} = ${value} (budget ${budget})`);
  };
  for (const e of engines) {
    for (const r of e.paths) {
      const k = `${e.engine} ${r.path}`;
      if (r.error) {
        add(`${k} first request`, r.error.slice(0, 40), '200', false);
        continue;
      }
      add(`${k} bare req/s`, Math.round(r.bare.requestsPerSec), '', undefined);
      add(`${k} real req/s`, Math.round(r.real.requestsPerSec), '', undefined);
      add(`${k} ratio real/bare`, r.ratio, `>= ${BUDGET.ratio}`, r.ratio >= BUDGET.ratio);
      add(`${k} real p99 ms`, r.real.p99Ms, `<= ${BUDGET.p99Ms}`, r.real.p99Ms <= BUDGET.p99Ms);
      const bad = r.real.non2xx + r.real.errors + r.real.timeouts;
      add(`${k} non-2xx/errors`, bad, '= 0', bad === 0);
      if (e.engine === 'pglite') {
        add(`${k} RSS MB`, r.rssMbAtEnd, `<= ${BUDGET.rssMb}`, (r.rssMbAtEnd ?? Infinity) <= BUDGET.rssMb);
      } else {
        add(`${k} RSS MB`, r.rssMbAtEnd, '', undefined);
      }
    }
  }
  const header = ['figure', 'value', 'budget', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const r of rows) console.log(line(r));
  console.log('');
  for (const m of missed) console.log(m);
  if (missed.length === 0) console.log('All budgets met.');
  return missed;
}

async function main() {
  const engines = [];
  engines.push(await benchEngine('pglite', undefined));

  const pgUrl = await pickPostgres();
  if (pgUrl) {
    const name = `vitrine_bench_${randomBytes(4).toString('hex')}`;
    await withClient(pgUrl, (c) => c.query(`create database "${name}"`));
    databases.add({ adminUrl: pgUrl, name });
    const dbUrl = new URL(pgUrl);
    dbUrl.pathname = `/${name}`;
    engines.push(await benchEngine('postgres', dbUrl.toString()));
  } else {
    console.log('\n(PostgreSQL not reachable and DATABASE_URL unset: PGlite only)');
  }

  const missed = report(engines);
  const resultsDir = new URL('./results/', import.meta.url).pathname;
  mkdirSync(resultsDir, { recursive: true });
  const out = {
    timestamp: new Date().toISOString(),
    node: process.version,
    quick,
    settings,
    budgets: BUDGET,
    engines,
    budgetsMissed: missed,
  };
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(root, path.join(resultsDir, 'latest.json'))}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
