// Live fan-out benchmark (DESIGN.md §10): 2,000 STOMP subscribers on one event topic, one
// announcement posted by the producer; every subscriber must get it, p99 <= 1 s. Once on one node
// (PGlite), once through two nodes sharing PostgreSQL + Redis with the subscribers split.
// Usage: node bench/live-fanout.mjs [--quick] [--subscribers=N]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { WebSocket } from 'ws';

const root = new URL('../', import.meta.url).pathname;
const quick = process.argv.includes('--quick');
const SUBSCRIBERS = Number(process.argv.find((a) => a.startsWith('--subscribers='))?.split('=')[1] ?? 2000);
const ROUNDS = quick ? 1 : 3;
const BUDGET = { p99Ms: 1000 };
const TENANT = 'demo';
const ADMIN = { login: 'produtor@vitrine.demo', password: 'bench-password-123' };
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

// ---- cleanup (also on Ctrl-C) ----------------------------------------------------------------
const children = new Set();
const tempDirs = new Set();
const databases = new Set();
const sockets = new Set();
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
    for (const ws of sockets) ws.terminate();
    sockets.clear();
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

async function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

async function startServer({ databaseUrl = '', redisUrl = '', jwtSecret = '' } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-live-bench-'));
  tempDirs.add(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before ready`);
    if (
      await fetch(`${baseUrl}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the server was not ready within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, baseUrl };
}

// ---- a minimal STOMP subscriber (stompjs is too heavy for 2,000 in one process) -----------------
function subscriber(baseUrl, destination, index) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/websocket`, ['v12.stomp'], {
      perMessageDeflate: false,
    });
    sockets.add(ws);
    const client = { ws, received: new Map(), closed: false };
    let stage = 'connecting';
    const timer = setTimeout(() => reject(new Error(`subscriber ${index}: not ready within 30 s`)), 30_000);
    ws.on('open', () => ws.send(`CONNECT\naccept-version:1.2\nhost:bench\nheart-beat:4000,4000\n\n\0`));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('MESSAGE')) {
        const at = performance.now();
        const id = /"id":"([^"]+)"/.exec(text)?.[1];
        if (id && !client.received.has(id)) client.received.set(id, at);
      } else if (stage === 'connecting' && text.startsWith('CONNECTED')) {
        stage = 'subscribing';
        ws.send(`SUBSCRIBE\nid:0\ndestination:${destination}\nreceipt:s\n\n\0`);
      } else if (stage === 'subscribing' && text.startsWith('RECEIPT')) {
        stage = 'ready';
        clearTimeout(timer);
        resolve(client);
      } else if (text.startsWith('ERROR')) {
        reject(new Error(`subscriber ${index}: ${text.split('\n').find((l) => l.startsWith('message:'))}`));
      }
    });
    ws.on('error', (error) => reject(new Error(`subscriber ${index}: ${error.message}`)));
    ws.on('close', () => {
      client.closed = true;
    });
  });
}

/** Opens `count` subscribers spread over `baseUrls`, `batch` handshakes at a time. */
async function openSubscribers(baseUrls, destination, count, batch = 100) {
  const clients = [];
  for (let start = 0; start < count; start += batch) {
    const opened = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      opened.push(subscriber(baseUrls[i % baseUrls.length], destination, i));
    }
    clients.push(...(await Promise.all(opened)));
  }
  return clients;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round1 = (n) => (n === null ? null : Math.round(n * 10) / 10);

// ---- one scenario --------------------------------------------------------------------------------
async function scenario(name, nodes) {
  console.log(`\n== ${name}: ${SUBSCRIBERS} subscribers over ${nodes.length} node(s)`);
  const headers = { 'X-Tenant': TENANT };
  const config = await (await fetch(`${nodes[0].baseUrl}/api/config`, { headers })).json();
  const eventId = config.defaultEventId;
  if (!eventId) throw new Error(`no defaultEventId in /api/config: ${JSON.stringify(config)}`);
  const login = await fetch(`${nodes[0].baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { token } = await login.json();

  const opening = performance.now();
  const clients = await openSubscribers(
    nodes.map((n) => n.baseUrl),
    `/topic/event/${eventId}`,
    SUBSCRIBERS,
  );
  const openMs = performance.now() - opening;
  console.log(`   ${clients.length} subscribed in ${Math.round(openMs)} ms`);
  // The client side of the heart-beat agreement, for everyone at once.
  const beat = setInterval(() => {
    for (const c of clients) if (!c.closed) c.ws.send('\n');
  }, 4000);

  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const description = `Anúncio de bancada ${round + 1} ${randomBytes(3).toString('hex')}`;
    const sentAt = performance.now();
    const posted = await fetch(
      `${nodes[0].baseUrl}/api/publication/event/${eventId}?type=ANNOUNCEMENT&description=${encodeURIComponent(description)}`,
      { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` } },
    );
    if (posted.status !== 201)
      throw new Error(`announcement answered ${posted.status}: ${await posted.text()}`);
    const answeredMs = performance.now() - sentAt;
    // Wait until everyone has a new message, or 5 s.
    const deadline = performance.now() + 5000;
    const seen = (c) => c.received.size > round;
    while (performance.now() < deadline && !clients.every(seen)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const latencies = clients
      .filter(seen)
      .map((c) => [...c.received.values()][round] - sentAt)
      .sort((a, b) => a - b);
    const result = {
      round: round + 1,
      delivered: latencies.length,
      postAnsweredMs: round1(answeredMs),
      p50Ms: round1(percentile(latencies, 50)),
      p99Ms: round1(percentile(latencies, 99)),
      maxMs: round1(latencies.at(-1) ?? null),
      firstMs: round1(latencies[0] ?? null),
    };
    rounds.push(result);
    console.log(
      `   round ${result.round}: ${result.delivered}/${clients.length} delivered, POST answered ${result.postAnsweredMs} ms, ` +
        `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms`,
    );
  }
  clearInterval(beat);
  const dropped = clients.filter((c) => c.closed).length;
  for (const c of clients) {
    c.ws.terminate();
    sockets.delete(c.ws);
  }
  return {
    scenario: name,
    nodes: nodes.length,
    subscribers: clients.length,
    openMs: Math.round(openMs),
    dropped,
    rounds,
  };
}

// ---- report ------------------------------------------------------------------------------------
function report(scenarios) {
  const rows = [];
  const missed = [];
  const add = (figure, value, budget, pass) => {
    rows.push([figure, String(value), budget, pass === undefined ? '-' : pass ? 'pass' : 'FAIL']);
    if (pass === false) missed.push(`BUDGET MISSED: ${figure} = ${value} (budget ${budget})`);
  };
  for (const s of scenarios) {
    if (s.error) {
      add(`${s.scenario}`, s.error.slice(0, 60), 'runs', false);
      continue;
    }
    add(`${s.scenario} ms to subscribe ${s.subscribers}`, s.openMs, '', undefined);
    for (const r of s.rounds) {
      const k = `${s.scenario} #${r.round}`;
      add(`${k} delivered`, `${r.delivered}/${s.subscribers}`, 'all', r.delivered === s.subscribers);
      add(`${k} p50 ms`, r.p50Ms, '', undefined);
      add(`${k} p99 ms`, r.p99Ms, `<= ${BUDGET.p99Ms}`, r.p99Ms !== null && r.p99Ms <= BUDGET.p99Ms);
      add(`${k} max ms`, r.maxMs, '', undefined);
    }
    add(`${s.scenario} connections dropped`, s.dropped, '= 0', s.dropped === 0);
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
  const [soft] = await new Promise((resolve) => {
    const child = spawn('sh', ['-c', 'ulimit -n'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', () => resolve([Number(out.trim())]));
  });
  // Each subscriber is one descriptor here and one in a server; leave room for files and the DB.
  if (Number.isFinite(soft) && soft < SUBSCRIBERS + 512) {
    console.warn(
      `WARNING: ulimit -n is ${soft}; ${SUBSCRIBERS} subscribers need about ${SUBSCRIBERS + 512}.`,
    );
  }

  const scenarios = [];
  try {
    const one = await startServer();
    scenarios.push(await scenario('1 node (PGlite)', [one]));
    await stopChild(one.child);
    children.delete(one.child);
  } catch (error) {
    scenarios.push({ scenario: '1 node (PGlite)', error: error.message });
  }

  const pgUrl = process.env.DATABASE_URL ?? DEFAULT_PG;
  const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS;
  const pgUp = await withClient(pgUrl, (c) => c.query('select 1')).then(
    () => true,
    () => false,
  );
  if (pgUp && (await reachable(redisUrl))) {
    const name = `vitrine_live_bench_${randomBytes(4).toString('hex')}`;
    await withClient(pgUrl, (c) => c.query(`create database "${name}"`));
    databases.add({ adminUrl: pgUrl, name });
    const dbUrl = new URL(pgUrl);
    dbUrl.pathname = `/${name}`;
    const shared = { databaseUrl: dbUrl.toString(), redisUrl, jwtSecret: randomBytes(32).toString('hex') };
    try {
      // One after the other: the first migrates and seeds the empty database.
      const a = await startServer(shared);
      const b = await startServer(shared);
      scenarios.push(await scenario('2 nodes (PostgreSQL + Redis)', [a, b]));
    } catch (error) {
      scenarios.push({ scenario: '2 nodes (PostgreSQL + Redis)', error: error.message });
    }
  } else {
    console.log('\n(PostgreSQL or Redis not reachable: one node only)');
  }

  const missed = report(scenarios);
  const resultsDir = new URL('./results/', import.meta.url).pathname;
  mkdirSync(resultsDir, { recursive: true });
  const out = {
    timestamp: new Date().toISOString(),
    node: process.version,
    quick,
    subscribers: SUBSCRIBERS,
    budgets: BUDGET,
    ulimitNoFile: soft,
    scenarios,
    budgetsMissed: missed,
  };
  writeFileSync(path.join(resultsDir, 'live-fanout.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(root, path.join(resultsDir, 'live-fanout.json'))}`);
  if (missed.length > 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
