// Read-path benchmark (bench/README.md): the real server against a bare node:http server that answers
// with the same bytes from memory, in the same run, on PGlite and (when reachable) PostgreSQL; and
// the server's resident memory under that load on PGlite.
// Usage: node bench/read-path.mjs [--quick] [--bare-minimal-headers]
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import {
  createDatabase,
  figures,
  finish,
  pickPostgres,
  quick,
  runBench,
  sampleRss,
  startServer,
  stopChild,
  TENANT,
  trackChild,
} from './lib/common.mjs';

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

/** The reads the read-path budget covers (`budget`), plus the exhibitor list as information. */
const reads = (id) => [
  { label: 'GET event/{id}', path: `/api/event/${id}`, budget: true },
  { label: 'GET event/shortcuts/{id}', path: `/api/event/shortcuts/${id}`, budget: true },
  // The feed's first page as a visitor's browser asks for it (apps/web use-feed.ts).
  {
    label: 'GET feed first page',
    path: `/api/publication/event/${id}?type=PUBLICATION&allPublication=false`,
    budget: true,
  },
  { label: 'GET exhibitor/findByEvent/{id}', path: `/api/exhibitor/findByEvent/${id}`, budget: false },
];

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

/** Headers node adds itself (or that describe the connection), left out of the replayed set. */
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function startBareServer(body, contentType, realHeaders) {
  const headers = settings.bareSendsRealHeaders
    ? Object.fromEntries([...realHeaders].filter(([name]) => !perConnection.has(name.toLowerCase())))
    : {};
  const child = fork(new URL('./lib/bare-server.mjs', import.meta.url).pathname, [], {
    env: {
      ...process.env,
      BARE_BODY: body.toString('base64'),
      BARE_CONTENT_TYPE: contentType,
      BARE_HEADERS: JSON.stringify(headers),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  trackChild(child);
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

// ---- one engine --------------------------------------------------------------------------------
async function benchEngine(engine, databaseUrl) {
  console.log(`\n== read path, ${engine}: starting the real server…`);
  const { child: server, baseUrl } = await startServer({ databaseUrl });
  const config = await (await fetch(`${baseUrl}/api/config`, { headers: settings.headers })).json();
  const id = config.defaultEventId;
  if (!id) throw new Error(`no defaultEventId in /api/config: ${JSON.stringify(config)}`);

  const rssBeforeLoad = sampleRss(server.pid, 1000).stop()[0]?.mb ?? null;
  const results = [];
  let rssPeak = 0;
  for (const read of reads(id)) {
    const res = await fetch(baseUrl + read.path, { headers: settings.headers });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) {
      const error = `answered ${res.status}: ${body.toString().slice(0, 200)}`;
      console.log(`   ${read.label}: ${error} (skipped)`);
      results.push({ ...read, error });
      continue;
    }
    const contentType = res.headers.get('content-type') ?? 'application/octet-stream';

    // Same bytes on the wire: the bare server answers with this body and the real response's
    // headers (security, CORS, caching; ~1.2 kB), so the ratio measures the server's own work.
    const bare = await startBareServer(body, contentType, res.headers);
    console.log(`   ${read.label} (${body.length} B): bare…`);
    const bareResult = await load(bare.url + read.path);
    await stopChild(bare.child);

    console.log(`   ${read.label}: real…`);
    const rss = sampleRss(server.pid, 250);
    const realResult = await load(baseUrl + read.path);
    const samples = rss.stop();
    const peak = Math.max(...samples.map((s) => s.mb));
    rssPeak = Math.max(rssPeak, peak);
    results.push({
      ...read,
      path: read.path.replace(String(id), '{id}'),
      bytes: body.length,
      contentType,
      bare: bareResult,
      real: realResult,
      ratio: Math.round((realResult.requestsPerSec / bareResult.requestsPerSec) * 1000) / 1000,
      rssMbPeak: peak,
      rssMbAtEnd: samples.at(-1)?.mb ?? null,
    });
    console.log(
      `   ${read.label}: bare ${Math.round(bareResult.requestsPerSec)} req/s, real ${Math.round(realResult.requestsPerSec)} req/s, p99 ${realResult.p99Ms} ms, RSS peak ${peak} MB`,
    );
  }
  await stopChild(server);
  return { engine, eventId: id, rssMbBeforeLoad: rssBeforeLoad, rssMbPeak: rssPeak, reads: results };
}

function figuresOf(engines) {
  const f = figures();
  for (const e of engines) {
    for (const r of e.reads) {
      const k = `read ${e.engine} ${r.label}`;
      if (r.error) {
        f.add(`${k} first request`, r.error.slice(0, 40), '200', r.budget ? false : undefined);
        continue;
      }
      const bad = r.real.non2xx + r.real.errors + r.real.timeouts;
      const judged = (pass) => (r.budget ? pass : undefined);
      f.add(
        `${k} ratio real/bare (req/s)`,
        `${r.ratio} (${Math.round(r.real.requestsPerSec)}/${Math.round(r.bare.requestsPerSec)})`,
        r.budget ? `>= ${BUDGET.ratio}` : '',
        judged(r.ratio >= BUDGET.ratio),
      );
      f.add(
        `${k} p99 ms`,
        r.real.p99Ms,
        r.budget ? `<= ${BUDGET.p99Ms}` : '',
        judged(r.real.p99Ms <= BUDGET.p99Ms),
      );
      f.add(`${k} non-2xx/errors`, bad, '= 0', bad === 0);
    }
    if (e.engine === 'pglite') {
      f.add('read pglite server RSS before load MB', e.rssMbBeforeLoad);
      f.add(
        'read pglite server RSS peak under load MB',
        e.rssMbPeak,
        `<= ${BUDGET.rssMb}`,
        e.rssMbPeak > 0 && e.rssMbPeak <= BUDGET.rssMb,
      );
    } else {
      f.add(`read ${e.engine} server RSS peak under load MB`, e.rssMbPeak);
    }
  }
  return f.rows;
}

await runBench(async () => {
  const engines = [await benchEngine('pglite', '')];
  const pgUrl = await pickPostgres();
  if (pgUrl) {
    engines.push(await benchEngine('postgres', await createDatabase(pgUrl, 'vitrine_bench')));
  } else {
    console.log('\n(PostgreSQL not reachable and DATABASE_URL unset: PGlite only)');
  }
  const rows = figuresOf(engines);
  if (!pgUrl) rows.push({ figure: 'read postgres', value: 'not reachable', budget: 'runs', pass: false });
  finish('read-path', rows, { settings, budgets: BUDGET, engines });
});
