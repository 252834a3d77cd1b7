// Session reminders benchmark: 10,000 members star one session, so 10,000 reminders
// fall due at the same instant; 2,000 of them have a browser subscription at a local push service
// (apps/api/test/push-peer.ts: it checks the VAPID token and decrypts every message). Budget: all
// sent within 60 s of their due time on one node, none twice, and none lost when the node is
// killed (SIGKILL) half-way and started again on the same database.
//
// The data goes straight into the database and the reminders are planned by the app's own code
// (bench/lib/reminders-setup.ts), due a few seconds after the server is up; the server runs as
// `npm start` runs it, default job settings (JOB_POLL_INTERVAL 2 s). A reminder counts as sent
// when its notification row is stored (PostgreSQL: when the bench's 250 ms poll first sees the
// committed row; PGlite, which only the server can open: the row's created_at, its transaction's
// start) and, for a subscribed member, when the push service received the push.
// Usage: node bench/reminders.mjs [--quick] [--users=N] [--subscriptions=N]
//        [--scenarios=postgres,postgres-kill,pglite,pglite-kill]  (quick: postgres only)
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  createDatabase,
  figures,
  finish,
  onCleanup,
  percentile,
  pickPostgres,
  quick,
  round1,
  runBench,
  sampleRss,
  startServer,
  stopChild,
} from './lib/common.mjs';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const settings = {
  users: arg('users', 10_000),
  subscriptions: arg('subscriptions', 2_000),
  /** From the data being in (and the server up) to the due instant. */
  leadMs: 10_000,
  /** Once due, how long a run may take before it is called unfinished. */
  runTimeoutMs: 180_000,
  /** After a kill: jobs the dead node held come back once they expire (reminders 120 s, pushes 60 s). */
  killTimeoutMs: 360_000,
  pollMs: 250,
};
const BUDGET = { sentWithinS: 60 };

const { startPushPeer } = await tsImport('../apps/api/test/push-peer.ts', import.meta.url);
const { setUpReminders, readReminderResults } = await tsImport('./lib/reminders-setup.ts', import.meta.url);
const peer = await startPushPeer();
onCleanup(() => void peer.close());

/** Job counts by queue and state from the server's /api/metrics (loopback needs no token). */
async function jobCounts(baseUrl) {
  const text = await fetch(`${baseUrl}/api/metrics`).then(
    (r) => (r.ok ? r.text() : ''),
    () => '',
  );
  const counts = {};
  for (const [, queue, state, value] of text.matchAll(
    /^vitrine_jobs\{queue="([^"]+)",state="([^"]+)"\} (\d+)/gm,
  )) {
    counts[queue] ??= {};
    counts[queue][state] = Number(value);
  }
  return counts;
}

/**
 * Jobs still to run: waiting, retrying or running pushes, running or retrying reminders (the demo
 * data's own reminders wait for later sessions and do not count).
 */
const pending = (counts) =>
  ['push', 'push-delivery'].reduce(
    (sum, q) => sum + (counts[q]?.created ?? 0) + (counts[q]?.retry ?? 0) + (counts[q]?.active ?? 0),
    0,
  ) +
  (counts['session-reminder']?.retry ?? 0) +
  (counts['session-reminder']?.active ?? 0);

/** CPU seconds (user + system) a process has used so far (Linux /proc), or 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Distinct endpoints of `endpoints` the peer answered 201 for, and all its requests to them. */
function pushesTo(endpoints) {
  const ours = peer.received.filter((push) => endpoints.has(push.endpoint));
  return { ours, reached: new Set(ours.filter((p) => p.status === 201).map((p) => p.endpoint)).size };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One scenario: fresh database and data, the burst, optionally a SIGKILL half-way and a restart. */
async function scenario({ engine, adminUrl, kill }) {
  const name = `${engine}${kill ? ' kill' : ''}`;
  console.log(`\n== ${name}: ${settings.users} reminders due at once, ${settings.subscriptions} subscribed`);
  const databaseUrl = adminUrl ? await createDatabase(adminUrl, 'bench_reminders') : '';
  // The bench's own VAPID pair, as an operator sets one (without, each node makes its own and warns).
  const vapid = createECDH('prime256v1');
  do vapid.generateKeys();
  while (vapid.getPrivateKey().length !== 32); // web-push takes 32 bytes; ECDH drops a leading zero
  const serverEnv = {
    PUSH_ALLOW_PRIVATE: 'true',
    VAPID_PUBLIC_KEY: vapid.getPublicKey('base64url'),
    VAPID_PRIVATE_KEY: vapid.getPrivateKey('base64url'),
  };

  let at = performance.now();
  let server = await startServer({ databaseUrl, env: serverEnv });
  const firstStartMs = performance.now() - at;
  const { dataDir } = server;
  const subscriptions = Array.from({ length: settings.subscriptions }, () => peer.subscribe());
  const endpoints = new Set(subscriptions.map((s) => s.endpoint));
  // PGlite's folder is the server's alone: the data goes in while it is stopped.
  if (engine === 'pglite') await stopChild(server.child);
  const setup = await setUpReminders({
    databaseUrl,
    dataDir,
    users: settings.users,
    subscriptions: subscriptions.map((s) => s.json),
    // PGlite restarts before the due time: allow for a start as slow as the first (which seeded).
    leadMs: settings.leadMs + (engine === 'pglite' ? 1.5 * firstStartMs : 0),
    tag: randomBytes(3).toString('hex'),
  });
  console.log(
    `   ${setup.members.length} members, ${setup.subscriptions.length} subscriptions, ${setup.planned} reminders planned in ${Math.round(setup.setupMs)} ms`,
  );
  if (setup.planned !== settings.users) throw new Error(`${setup.planned} reminders planned`);
  if (engine === 'pglite') {
    at = performance.now();
    server = await startServer({ databaseUrl, dataDir, env: serverEnv });
    console.log(`   server restarted on its data in ${Math.round(performance.now() - at)} ms`);
  }
  const toDue = setup.dueAt - Date.now();
  if (toDue < 1000) throw new Error(`the server came up ${-toDue} ms after the reminders were due`);
  console.log(`   due in ${Math.round(toDue / 1000)} s`);

  // Watch: committed rows (PostgreSQL), jobs (metrics), pushes (the peer).
  const seen = new Map(); // notification id → { userId, at }
  let lastId = 0;
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  const forget = onCleanup(() => void client?.end().catch(() => {}));
  const watchRows = async () => {
    if (!client) return;
    const { rows } = await client.query(
      `select id, user_id from notification where type = 'SESSION_STARTING' and event_id = $1 and id > $2 order by id`,
      [setup.eventId, lastId],
    );
    const now = Date.now();
    for (const row of rows) {
      seen.set(row.id, { userId: row.user_id, at: now });
      lastId = Math.max(lastId, row.id);
    }
  };
  // PostgreSQL's share: CPU of the backends serving this database (each pid from its first sight).
  const backends = new Map(); // pid → { first, last } CPU seconds
  const watchBackends = async () => {
    if (!client) return;
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database()',
    );
    for (const { pid } of rows) {
      const cpu = cpuSeconds(pid);
      const known = backends.get(pid);
      if (known) known.last = Math.max(known.last, cpu);
      else backends.set(pid, { first: cpu, last: cpu });
    }
  };
  const started = { reminders: 0 };
  let counts = {};
  const watch = async () => {
    counts = await jobCounts(server.baseUrl);
    started.reminders = counts['session-reminder']?.completed ?? 0;
    await watchRows();
    await watchBackends();
  };
  await sleep(Math.max(0, setup.dueAt - Date.now() - 500));
  await watchBackends();
  let rss = sampleRss(server.child.pid, 500);
  const rssPeaks = [];
  let cpuAtStart = cpuSeconds(server.child.pid);
  let cpuUsed = 0;

  const killed = {};
  const deadline = (ms) => Date.now() + ms;
  let until = deadline(setup.dueAt - Date.now() + settings.runTimeoutMs);
  let doneAt = null;
  for (;;) {
    await watch();
    const stored = databaseUrl ? seen.size : started.reminders;
    if (kill && !killed.at && stored >= settings.users / 2) {
      cpuUsed += cpuSeconds(server.child.pid) - cpuAtStart;
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
      rssPeaks.push(Math.max(...rss.stop().map((s) => s.mb)));
      killed.at = Date.now();
      killed.stored = stored;
      killed.pushesReached = pushesTo(endpoints).reached;
      console.log(
        `   SIGKILL at +${round1((killed.at - setup.dueAt) / 1000)} s: ${stored} stored, ${killed.pushesReached} pushed`,
      );
      at = performance.now();
      server = await startServer({ databaseUrl, dataDir, env: serverEnv });
      killed.restartMs = Math.round(performance.now() - at);
      console.log(`   restarted in ${killed.restartMs} ms`);
      rss = sampleRss(server.child.pid, 500);
      cpuAtStart = cpuSeconds(server.child.pid);
      until = deadline(settings.killTimeoutMs);
      continue;
    }
    const finished =
      (counts['session-reminder']?.completed ?? 0) >= settings.users &&
      pushesTo(endpoints).reached >= settings.subscriptions &&
      pending(counts) === 0;
    if (finished && (!kill || killed.at)) {
      doneAt = Date.now();
      break;
    }
    if (Date.now() > until) {
      console.log(`   unfinished: ${JSON.stringify(counts)}`);
      break;
    }
    await sleep(settings.pollMs);
  }
  // Anything still on its way (a late retry) would show as a duplicate: give it a moment.
  await sleep(1000);
  await watchRows();
  rssPeaks.push(Math.max(...rss.stop().map((s) => s.mb)));
  cpuUsed += cpuSeconds(server.child.pid) - cpuAtStart;
  await stopChild(server.child);
  const databaseCpu = [...backends.values()].reduce((sum, b) => sum + b.last - b.first, 0);
  await client?.end();
  forget();

  const results = await readReminderResults({ databaseUrl, dataDir }, setup.eventId);
  return summarize({
    name,
    engine,
    kill,
    setup,
    seen,
    results,
    endpoints,
    killed,
    doneAt,
    rssPeaks,
    cpuUsed,
    databaseCpu,
  });
}

function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round1(percentile(sorted, 50) / 1000),
    p99: round1(percentile(sorted, 99) / 1000),
    max: round1((sorted.at(-1) ?? Number.NaN) / 1000),
  };
}

function summarize({
  name,
  engine,
  kill,
  setup,
  seen,
  results,
  endpoints,
  killed,
  doneAt,
  rssPeaks,
  cpuUsed,
  databaseCpu,
}) {
  const memberIds = new Set(setup.members.map((m) => m.id));
  const perUser = new Map();
  for (const row of results.notifications) {
    if (memberIds.has(row.userId)) perUser.set(row.userId, (perUser.get(row.userId) ?? 0) + 1);
  }
  const notificationDuplicates = [...perUser.values()].reduce((sum, n) => sum + n - 1, 0);
  const notificationsLost = setup.members.length - perUser.size;
  // Stored: the first sight of the committed row (PostgreSQL), else its created_at.
  const storedAt = new Map();
  for (const row of results.notifications) storedAt.set(row.id, seen.get(row.id)?.at ?? row.createdAt);
  const stored = spread([...storedAt.values()].map((t) => t - setup.dueAt));

  const { ours } = pushesTo(endpoints);
  const delivered = ours.filter((p) => p.status === 201);
  const perEndpoint = new Map();
  for (const push of delivered) perEndpoint.set(push.endpoint, (perEndpoint.get(push.endpoint) ?? 0) + 1);
  const pushDuplicates = [...perEndpoint.values()].reduce((sum, n) => sum + n - 1, 0);
  const pushesLost = endpoints.size - perEndpoint.size;
  const firstPush = new Map();
  for (const push of delivered) {
    if (!firstPush.has(push.endpoint)) firstPush.set(push.endpoint, push.receivedAt);
  }
  const pushed = spread([...firstPush.values()].map((t) => t - setup.dueAt));
  const badPushes = ours.filter(
    (p) =>
      !p.vapid.ok ||
      p.decryptError ||
      p.payload?.title !== setup.event ||
      !String(p.payload?.body).includes(setup.theme) ||
      p.urgency !== 'high',
  ).length;
  const failedJobs = results.jobs.filter((j) => j.state === 'failed').reduce((sum, j) => sum + j.count, 0);

  const run = {
    name,
    engine,
    kill,
    users: setup.members.length,
    subscriptions: endpoints.size,
    setupMs: setup.setupMs,
    notifications: results.notifications.length,
    notificationDuplicates,
    notificationsLost,
    storedLatenessS: stored,
    storedFrom: engine === 'postgres' ? 'first seen committed (250 ms poll)' : 'created_at',
    pushesDelivered: delivered.length,
    pushRequests: ours.length,
    pushDuplicates,
    pushesLost,
    badPushes,
    pushedLatenessS: pushed,
    allDoneS: doneAt ? round1((doneAt - setup.dueAt) / 1000) : null,
    killed: kill
      ? {
          atS: round1((killed.at - setup.dueAt) / 1000),
          stored: killed.stored,
          pushesReached: killed.pushesReached,
          restartMs: killed.restartMs,
        }
      : null,
    jobs: results.jobs,
    failedJobs,
    rssMbPeak: Math.max(...rssPeaks),
    serverCpuS: round1(cpuUsed),
    databaseCpuS: engine === 'postgres' ? round1(databaseCpu) : null,
  };
  console.log(
    `   stored ${run.notifications} (dup ${notificationDuplicates}, lost ${notificationsLost}): late p50 ${stored.p50} s, p99 ${stored.p99} s, max ${stored.max} s; ` +
      `pushed ${perEndpoint.size}/${endpoints.size} (dup ${pushDuplicates}, bad ${badPushes}): p50 ${pushed.p50} s, p99 ${pushed.p99} s, max ${pushed.max} s; all done +${run.allDoneS} s`,
  );
  return run;
}

function figuresOf(runs) {
  const f = figures();
  for (const r of runs) {
    const k = `reminders ${r.name}`;
    if (!r.kill) {
      const worst = Math.max(r.storedLatenessS.max, r.pushedLatenessS.max);
      f.add(
        `${k} stored late p50/p99/max s`,
        `${r.storedLatenessS.p50}/${r.storedLatenessS.p99}/${r.storedLatenessS.max}`,
      );
      f.add(
        `${k} pushed late p50/p99/max s`,
        `${r.pushedLatenessS.p50}/${r.pushedLatenessS.p99}/${r.pushedLatenessS.max}`,
      );
      f.add(
        `${k} all ${r.users} sent within s`,
        Number.isFinite(worst) ? worst : 'unfinished',
        `<= ${BUDGET.sentWithinS}`,
        Number.isFinite(worst) &&
          r.notificationsLost === 0 &&
          r.pushesLost === 0 &&
          worst <= BUDGET.sentWithinS,
      );
      f.add(
        `${k} duplicates (stored + pushed)`,
        r.notificationDuplicates + r.pushDuplicates,
        '= 0',
        r.notificationDuplicates + r.pushDuplicates === 0,
      );
    } else {
      f.add(`${k} SIGKILL at (stored, s after due)`, `${r.killed.stored}, +${r.killed.atS} s`);
      f.add(`${k} all done, s after due`, r.allDoneS ?? 'unfinished');
      f.add(`${k} stored duplicates`, r.notificationDuplicates, '= 0', r.notificationDuplicates === 0);
      // At-least-once: a push the service accepted just before the kill, its job not yet marked done.
      f.add(`${k} pushes re-sent after the kill`, r.pushDuplicates);
    }
    f.add(
      `${k} lost (stored + pushed)`,
      r.notificationsLost + r.pushesLost,
      '= 0',
      r.notificationsLost + r.pushesLost === 0,
    );
    f.add(`${k} bad pushes (VAPID, decryption, content)`, r.badPushes, '= 0', r.badPushes === 0);
    f.add(`${k} failed jobs`, r.failedJobs, '= 0', r.failedJobs === 0);
    f.add(`${k} server RSS peak MB, CPU s`, `${r.rssMbPeak}, ${r.serverCpuS}`);
    if (r.databaseCpuS !== null) f.add(`${k} PostgreSQL backends CPU s`, r.databaseCpuS);
  }
  return f.rows;
}

/** `--scenarios=postgres,pglite-kill` runs only those (while working on one). */
const chosen = process.argv
  .find((a) => a.startsWith('--scenarios='))
  ?.slice('--scenarios='.length)
  .split(',');

await runBench(async () => {
  const runs = [];
  const pgUrl = await pickPostgres();
  if (!pgUrl) console.log('\n(PostgreSQL not reachable and DATABASE_URL unset: PGlite only)');
  // Quick: the burst on PostgreSQL only (a kill run waits out the dead node's job expiry, ~2–3 min).
  const plan = [
    ...(pgUrl ? ['postgres', ...(quick ? [] : ['postgres-kill'])] : []),
    ...(!quick || !pgUrl ? ['pglite', ...(quick ? [] : ['pglite-kill'])] : []),
  ].filter((name) => !chosen || chosen.includes(name));
  for (const name of plan) {
    const engine = name.startsWith('pglite') ? 'pglite' : 'postgres';
    runs.push(
      await scenario({ engine, adminUrl: engine === 'postgres' ? pgUrl : '', kill: name.endsWith('-kill') }),
    );
  }
  const rows = figuresOf(runs);
  if (!pgUrl)
    rows.push({ figure: 'reminders postgres', value: 'not reachable', budget: 'runs', pass: false });
  finish('reminders', rows, { settings, budgets: BUDGET, runs });
});
