// Feed scale benchmark (issue 5, DESIGN §5 keyset paging): the real server on a fresh PostgreSQL
// database, one event with 1,000 then 100,000 publications. The first page and a deep page must
// each cost at most 1.5 × what they cost at 1,000 posts.
// Usage: node bench/feed-scale.mjs [--quick]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = new URL('../', import.meta.url).pathname;
const quick = process.argv.includes('--quick');
const REPEATS = quick ? 15 : 60;
const BUDGET = 1.5;
const PAGE_SIZE = 10;
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
const headers = { 'X-Tenant': 'demo' };

let server;
let dataDir;
let database;

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function cleanup() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (database) {
    await withClient(database.adminUrl, (c) =>
      c.query(`drop database if exists "${database.name}" with (force)`),
    ).catch((error) => console.error(`could not drop ${database.name}: ${error.message}`));
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanup().finally(() => process.exit(130)));
}

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(databaseUrl) {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-feed-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      NODE_ENV: 'production',
      SEED_ADMIN_PASSWORD: 'bench-password-123',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return baseUrl;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server was not ready within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Posts `count` more publications, newest first by id: every third shares its timestamp with
 * its neighbours (ties the cursor must break by id); one in ten awaits analysis or was denied.
 */
async function grow(client, eventId, authorId, tenantId, from, to) {
  await client.query(
    `insert into publication (tenant_id, event_id, author_id, type, status, description, created_at, updated_at)
     select $1, $2, $3, 'PUBLICATION',
       (case when n % 10 = 0 then 'ANALYSIS' when n % 10 = 5 then 'DENIED' else 'APPROVED' end)::publication_status,
       'Publicação de carga ' || n,
       timestamptz '2026-01-01' + (n / 3) * interval '1 second',
       timestamptz '2026-01-01' + (n / 3) * interval '1 second'
     from generate_series($4::int, $5::int) as n`,
    [tenantId, eventId, authorId, from, to],
  );
  await client.query('analyze publication');
}

/** The cursor the server would hand out after `offset` visible rows (SQL of the repository). */
async function cursorAfter(client, eventId, offset) {
  const { rows } = await client.query(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
     from publication where event_id = $1 and type = 'PUBLICATION' and status = 'APPROVED'
     order by created_at desc nulls last, id desc nulls last offset $2 limit 1`,
    [eventId, offset - 1],
  );
  return Buffer.from(`${rows[0].at}|${rows[0].id}`).toString('base64url');
}

async function median(url, extraHeaders = {}) {
  const times = [];
  for (let index = 0; index < REPEATS + 5; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...headers, ...extraHeaders } });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok || body.content.length !== PAGE_SIZE) {
      throw new Error(`${url} answered ${response.status} with ${body.content?.length} posts`);
    }
    if (index >= 5) times.push(elapsed); // the first few warm the caches
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 100) / 100;
}

async function explain(client, eventId, cursor) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const { rows } = await client.query(
    `explain select id from publication
     where event_id = $1 and type = 'PUBLICATION' and status = 'APPROVED'
       and (created_at, id) < ($2::timestamptz, $3::int)
     order by created_at desc nulls last, id desc nulls last limit ${PAGE_SIZE + 1}`,
    [eventId, at, id],
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function main() {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_PG;
  try {
    await withClient(adminUrl, (c) => c.query('select 1'));
  } catch {
    console.log(`PostgreSQL unreachable at ${adminUrl}: feed-scale skipped.`);
    return;
  }
  const name = `vitrine_feed_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database "${name}"`));
  database = { adminUrl, name };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const baseUrl = await startServer(url.toString());
  const config = await (await fetch(`${baseUrl}/api/config`, { headers })).json();
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'produtor@vitrine.demo', password: 'bench-password-123' }),
  });
  const adminToken = (await login.json()).token;
  const admin = { authorization: `Bearer ${adminToken}` };

  const results = await withClient(url.toString(), async (client) => {
    const {
      rows: [ids],
    } = await client.query(
      `insert into event (tenant_id, title, date_start, date_end, time_start, time_end)
       select id, 'Carga do feed', '2026-12-01', '2026-12-02', '09:00', '18:00' from tenant where slug = 'demo'
       returning id as event_id, tenant_id,
         (select id from app_user where role = 'ADMIN' and tenant_id = event.tenant_id limit 1) as author_id`,
    );
    const feed = `${baseUrl}/api/publication/event/${ids.event_id}?type=PUBLICATION&size=${PAGE_SIZE}`;
    const measure = async (posts, deepPage) => {
      const deepCursor = await cursorAfter(client, ids.event_id, (deepPage - 1) * PAGE_SIZE);
      const row = {
        posts,
        deepPage,
        firstMs: await median(feed),
        deepMs: await median(`${feed}&before=${deepCursor}`),
        adminFirstMs: await median(feed, admin),
        adminDeepMs: await median(`${feed}&before=${deepCursor}`, admin),
      };
      row.plan = await explain(client, ids.event_id, deepCursor);
      console.log(row);
      return row;
    };
    await grow(client, ids.event_id, ids.author_id, ids.tenant_id, 1, 1_000);
    // 1,000 posts hold 80 approved pages: the deepest page there is the 80th.
    const small = await measure(1_000, 80);
    await grow(client, ids.event_id, ids.author_id, ids.tenant_id, 1_001, 100_000);
    const large = await measure(100_000, 500);
    return { small, large, defaultEventId: config.defaultEventId };
  });

  const { small, large } = results;
  const checks = [
    ['first page', small.firstMs, large.firstMs],
    ['deep page (80th → 500th)', small.deepMs, large.deepMs],
    ['first page, ADMIN (all statuses)', small.adminFirstMs, large.adminFirstMs],
    ['deep page, ADMIN (all statuses)', small.adminDeepMs, large.adminDeepMs],
  ].map(([label, at1k, at100k]) => ({
    label,
    at1kMs: at1k,
    at100kMs: at100k,
    ratio: Math.round((at100k / at1k) * 100) / 100,
    ok: at100k <= BUDGET * at1k,
  }));
  const usesIndex = /publication_feed_idx/.test(large.plan);
  console.log('\nfeed median latency (ms), page size', PAGE_SIZE, `, ${REPEATS} requests each`);
  console.log('| page | 1,000 posts | 100,000 posts | ratio | budget ≤ 1.5 |');
  console.log('|---|---|---|---|---|');
  for (const c of checks) {
    console.log(`| ${c.label} | ${c.at1kMs} | ${c.at100kMs} | ${c.ratio} | ${c.ok ? 'ok' : 'OVER'} |`);
  }
  console.log(
    `\nplan of the deep page at 100,000 posts (${usesIndex ? 'uses' : 'does NOT use'} publication_feed_idx):`,
  );
  console.log(large.plan);

  const resultsDir = new URL('./results/', import.meta.url).pathname;
  mkdirSync(resultsDir, { recursive: true });
  const out = {
    at: new Date().toISOString(),
    quick,
    repeats: REPEATS,
    pageSize: PAGE_SIZE,
    budgetRatio: BUDGET,
    checks,
    usesFeedIndex: usesIndex,
    plans: { at1k: small.plan, at100k: large.plan },
  };
  writeFileSync(path.join(resultsDir, 'feed-scale.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nwrote bench/results/feed-scale.json`);
  if (!usesIndex || checks.some((c) => !c.ok)) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
