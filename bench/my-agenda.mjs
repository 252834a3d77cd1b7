// Personal schedule benchmark (held to the read-path budget): a confirmed member who
// starred 200 sessions reads `GET agenda/my/{eventId}` and their calendar feed
// (`GET calendar/{key}.ics`) under autocannon, 100 connections, on PGlite and (when reachable)
// PostgreSQL. The programme is made through the real API as the ADMIN, as a producer makes it.
// Usage: node bench/my-agenda.mjs [--quick]
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  ADMIN,
  confirmedMember,
  createDatabase,
  figures,
  finish,
  pickPostgres,
  quick,
  runBench,
  signIn,
  startServer,
  stopChild,
  TENANT,
} from './lib/common.mjs';

const settings = {
  connections: 100,
  duration: quick ? 3 : 10,
  warmup: 1,
  sessions: 200,
  /** Parallel stages: every session clashes with the others of its slot. */
  stages: 4,
  slotMinutes: 40,
  /** One session in 25 is cancelled (STATUS:CANCELLED in the feed, no clashes). */
  cancelEvery: 25,
};
const BUDGET = { p99Ms: 50 };
const headers = { 'X-Tenant': TENANT };
/** What browsers and calendar apps send: the server answers these reads gzipped. */
const acceptGzip = { 'accept-encoding': 'gzip, deflate, br' };
/**
 * The feed allows 60 reads per client address a minute. Calendar apps poll from many addresses,
 * so the server believes the loopback proxy's X-Forwarded-For and every request comes from its
 * own address: each still counts in the rate limiter (a row or a Redis key), none is refused.
 */
const serverEnv = { TRUST_PROXY: '127.0.0.1' };

async function api(baseUrl, pathname, init = {}) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    ...init,
    headers: { ...headers, ...init.headers },
  });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${await response.text()}`,
    );
  }
  return response.status === 204 ? null : response;
}

/** Runs `task(0 … count-1)` ten at a time. */
async function inBatches(count, task) {
  const results = [];
  for (let start = 0; start < count; start += 10) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 10); i++) batch.push(task(i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

const hhmm = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** dd/MM/yyyy of each day from `start` to `end` (both dd/MM/yyyy). */
function daysBetween(start, end) {
  const parse = (text) => {
    const [d, m, y] = text.split('/').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  const days = [];
  for (let t = parse(start); t <= parse(end); t += 86_400_000) {
    const date = new Date(t);
    days.push(
      `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`,
    );
  }
  return days;
}

/**
 * The ADMIN adds `sessions` agenda items to the event: spread over its days, `stages` at a time
 * from 08:00, each with one or two of the event's speakers; some are cancelled.
 */
async function makeProgramme(baseUrl, admin, eventId) {
  const event = await (await api(baseUrl, `/api/event/${eventId}`)).json();
  const days = daysBetween(event.dateStart, event.dateEnd);
  const speakers = (await (await api(baseUrl, `/api/speaker/findByEvent/${eventId}`)).json()).map(
    (s) => s.id,
  );
  const json = { ...admin, 'content-type': 'application/json' };
  const ids = await inBatches(settings.sessions, async (i) => {
    const day = i % days.length;
    const onDay = Math.floor(i / days.length);
    const stage = onDay % settings.stages;
    const start = 8 * 60 + Math.floor(onDay / settings.stages) * settings.slotMinutes;
    const speakerIds = speakers.length === 0 ? [] : [speakers[i % speakers.length]];
    if (speakers.length > 1 && i % 3 === 0) speakerIds.push(speakers[(i + 1) % speakers.length]);
    const created = await api(baseUrl, '/api/agenda', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        eventId,
        date: days[day],
        timeStart: hhmm(start),
        timeEnd: hhmm(start + settings.slotMinutes),
        theme: `Sessão de carga ${i + 1}: mercado, crédito e lançamentos`,
        description:
          'Painel com incorporadoras, bancos e corretores sobre lançamentos, financiamento, ' +
          'permutas e o comportamento da demanda na região; perguntas do público ao final.',
        speakerIds,
        stage: `Palco ${String.fromCharCode(65 + stage)}`,
      }),
    });
    return (await created.json()).id;
  });
  for (const [i, id] of ids.entries()) {
    if (i % settings.cancelEvery !== settings.cancelEvery - 1) continue;
    await api(baseUrl, `/api/agenda/${id}/cancel`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ cancelled: true }),
    });
  }
  return ids;
}

/** 10.0.0.1, 10.0.0.2, …: a client address per request (see serverEnv). */
function addresses() {
  let n = 0;
  return () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

function cannon(url, duration, requestHeaders, nextAddress) {
  return autocannon({
    url,
    connections: settings.connections,
    pipelining: 1,
    duration,
    headers: requestHeaders,
    ...(nextAddress && {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
          }),
        },
      ],
    }),
  });
}

/** CPU seconds (user + system) the process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function load(url, requestHeaders, nextAddress, pid) {
  await cannon(url, settings.warmup, requestHeaders, nextAddress); // warm-up, not counted
  const cpuBefore = cpuSeconds(pid);
  const r = await cannon(url, settings.duration, requestHeaders, nextAddress);
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    requests: r.requests.total,
    requestsPerSec: r.requests.average,
    bytesPerResponse: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
    // The server's own CPU per answer: what the shared machine's other work does not change much.
    serverCpuMsPerRequest: r.requests.total > 0 ? Math.round((cpu / r.requests.total) * 1e5) / 100 : null,
    p99Ms: r.latency.p99,
    p50Ms: r.latency.p50,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/**
 * Waits for the requests still queued from the last load: autocannon stops sending, but the server
 * answers what it has received. Readiness pings the database, behind them.
 */
async function drain(baseUrl) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
  }
}

// ---- one engine --------------------------------------------------------------------------------
async function benchEngine(engine, databaseUrl) {
  console.log(`\n== my agenda, ${engine}: starting the real server…`);
  const server = await startServer({ databaseUrl, env: serverEnv });
  const { baseUrl } = server;
  const eventId = (await (await api(baseUrl, '/api/config')).json()).defaultEventId;
  const admin = { authorization: `Bearer ${await signIn(baseUrl, ADMIN)}` };
  const sessionIds = await makeProgramme(baseUrl, admin, eventId);
  const member = { authorization: `Bearer ${await confirmedMember(server, 0, 'agenda')}` };
  await inBatches(sessionIds.length, (i) =>
    api(baseUrl, `/api/favorite/agenda/${sessionIds[i]}`, { method: 'PUT', headers: member }),
  );
  const feedUrl = (await (await api(baseUrl, '/api/calendar/key', { headers: member })).json()).url;
  console.log(`   ${sessionIds.length} sessions made and starred`);

  const nextAddress = addresses();
  const reads = [
    {
      label: 'GET agenda/my/{eventId}',
      url: `${baseUrl}/api/agenda/my/${eventId}`,
      headers: { ...headers, ...member, ...acceptGzip },
      count: (body) => Object.values(JSON.parse(body)).flat().length,
    },
    {
      label: 'GET calendar/{key}.ics',
      url: feedUrl,
      headers: acceptGzip,
      nextAddress,
      count: (body) => body.split('BEGIN:VEVENT').length - 1,
    },
    // Information: a member's read that queries the database each time (one small query; the
    // token's account check is remembered for 2 s), the same way.
    {
      label: 'GET calendar/key (baseline)',
      url: `${baseUrl}/api/calendar/key`,
      headers: { ...headers, ...member, ...acceptGzip },
      baseline: true,
    },
  ];
  const results = [];
  for (const read of reads) {
    await drain(baseUrl);
    const started = performance.now();
    const first = await fetch(read.url, {
      headers: { ...read.headers, ...(read.nextAddress && { 'x-forwarded-for': read.nextAddress() }) },
    });
    const body = await first.text();
    const firstMs = Math.round((performance.now() - started) * 10) / 10;
    const sessions = first.ok && !read.baseline ? read.count(body) : 0;
    if (!first.ok || (!read.baseline && sessions !== sessionIds.length)) {
      const error = `answered ${first.status} with ${sessions} sessions: ${body.slice(0, 120)}`;
      console.log(`   ${read.label}: ${error} (skipped)`);
      results.push({ label: read.label, error });
      continue;
    }
    console.log(`   ${read.label} (${Buffer.byteLength(body)} B): load…`);
    const result = await load(read.url, read.headers, read.nextAddress, server.child.pid);
    const encoding = first.headers.get('content-encoding') ?? 'identity';
    results.push({
      label: read.label,
      baseline: Boolean(read.baseline),
      bytes: Buffer.byteLength(body),
      encoding,
      sessions,
      firstMs,
      ...result,
    });
    console.log(
      `   ${read.label}: ${Math.round(result.requestsPerSec)} req/s, p50 ${result.p50Ms} ms, ` +
        `p99 ${result.p99Ms} ms, ${result.bytesPerResponse} B/answer (${encoding}), server CPU ${result.serverCpuMsPerRequest} ms/answer`,
    );
  }
  await drain(baseUrl);
  await stopChild(server.child);
  return { engine, eventId, reads: results };
}

function figuresOf(engines) {
  const f = figures();
  for (const e of engines) {
    for (const r of e.reads) {
      const k = `my-agenda ${e.engine} ${r.label}`;
      if (r.error) {
        f.add(`${k} first request`, r.error.slice(0, 40), `200, ${settings.sessions} sessions`, false);
        continue;
      }
      const bad = r.non2xx + r.errors; // autocannon counts timeouts among errors
      if (r.baseline) {
        f.add(`${k} req/s`, Math.round(r.requestsPerSec));
        f.add(`${k} p99 ms`, r.p99Ms);
        continue;
      }
      f.add(`${k} first answer ms (not cached)`, r.firstMs);
      f.add(`${k} req/s`, Math.round(r.requestsPerSec));
      f.add(`${k} server CPU ms per answer`, r.serverCpuMsPerRequest);
      // No answer at all would show a p99 of 0.
      f.add(`${k} p99 ms`, r.p99Ms, `<= ${BUDGET.p99Ms}`, r.requests > 0 && r.p99Ms <= BUDGET.p99Ms);
      f.add(`${k} non-2xx/errors (timeouts ${r.timeouts})`, bad, '= 0', bad === 0);
    }
  }
  return f.rows;
}

await runBench(async () => {
  const engines = [await benchEngine('pglite', '')];
  const pgUrl = await pickPostgres();
  if (pgUrl) {
    engines.push(await benchEngine('postgres', await createDatabase(pgUrl, 'vitrine_agenda')));
  } else {
    console.log('\n(PostgreSQL not reachable and DATABASE_URL unset: PGlite only)');
  }
  const rows = figuresOf(engines);
  if (!pgUrl)
    rows.push({ figure: 'my-agenda postgres', value: 'not reachable', budget: 'runs', pass: false });
  finish('my-agenda', rows, { settings, budgets: BUDGET, engines });
});
