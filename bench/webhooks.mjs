// Webhook delivery benchmark. On PGlite and (when reachable) PostgreSQL, the real server
// in production mode delivers to a receiver on 127.0.0.1 that verifies every signature with the
// `standardwebhooks` library (apps/api/test/webhook-receiver.ts):
// - 1,000 changes in one minute (participations, one every 60 ms), each an event for the endpoint:
//   all delivered, p99 <= 5 s from the change's answer to the receiver's;
// - then the receiver answers 503 for 2 minutes while changes go on: everything delivered
//   <= 2 minutes after it is back, in order, no attempt twice.
// Usage: node bench/webhooks.mjs [--quick]   (quick: 300 changes in 18 s, 30 s down)
import { tsImport } from 'tsx/esm/api';
import {
  createDatabase,
  figures,
  finish,
  percentile,
  pickPostgres,
  quick,
  round1,
  runBench,
  signIn,
  startServer,
  stopChild,
  TENANT,
} from './lib/common.mjs';

const settings = {
  changes: quick ? 300 : 1_000,
  spreadSeconds: quick ? 18 : 60,
  downSeconds: quick ? 30 : 120,
  changesWhileDown: quick ? 60 : 200,
};
const BUDGET = { p99S: 5, afterReturnS: 120 };

const { WebhookReceiver } = await tsImport('../apps/api/test/webhook-receiver.ts', import.meta.url);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      'x-tenant': TENANT,
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** `count` participation toggles, one every `everyMs`: the time each change was answered. */
async function changes(baseUrl, token, eventId, count, everyMs) {
  const answered = [];
  const started = performance.now();
  for (let n = 0; n < count; n++) {
    const due = started + n * everyMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    await call(baseUrl, token, 'POST', `/event/participate/${eventId}`);
    answered.push(Date.now());
  }
  return answered;
}

async function benchEngine(engine, databaseUrl) {
  console.log(`\n== webhooks, ${engine}`);
  const receiver = await new WebhookReceiver().start();
  const server = await startServer({ databaseUrl, env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  try {
    const token = await signIn(server.baseUrl);
    const config = await (await fetch(`${server.baseUrl}/api/config`)).json();
    const eventId = config.defaultEventId;
    const hook = await call(server.baseUrl, token, 'POST', '/integration/webhook', {
      url: receiver.url,
      events: ['participation.created', 'participation.cancelled'],
    });
    receiver.secrets = [hook.secret];

    // 1. A steady minute of changes.
    const everyMs = (settings.spreadSeconds * 1000) / settings.changes;
    const answered = await changes(server.baseUrl, token, eventId, settings.changes, everyMs);
    await receiver.until((got) => got.filter((e) => e.status === 200).length >= settings.changes, 120_000);
    const delivered = receiver.received.filter((e) => e.status === 200);
    const lateness = delivered.map((e, i) => (e.at - answered[i]) / 1000).sort((a, b) => a - b);

    // 2. The receiver down while changes go on, then back.
    receiver.answer = () => 503;
    const downStarted = Date.now();
    const downEvery = (settings.downSeconds * 1000 * 0.8) / settings.changesWhileDown;
    await changes(server.baseUrl, token, eventId, settings.changesWhileDown, downEvery);
    const rest = downStarted + settings.downSeconds * 1000 - Date.now();
    if (rest > 0) await sleep(rest);
    receiver.answer = () => 200;
    const back = Date.now();
    const total = settings.changes + settings.changesWhileDown;
    await receiver.until(
      (got) => got.filter((e) => e.status === 200).length >= total,
      (BUDGET.afterReturnS + 120) * 1000,
    );
    const afterReturnS = (receiver.received.filter((e) => e.status === 200).at(-1).at - back) / 1000;

    const all = receiver.received.filter((e) => e.status === 200);
    const unverified = receiver.received.filter((e) => !e.verifiedWith).length;
    const tries = receiver.received.map((e) => `${e.msgId}#${e.attempt}`);
    const inOrder =
      all.every((e, i) => i === 0 || e.at >= all[i - 1].at) &&
      new Set(all.map((e) => e.msgId)).size === total;
    const types = all.map((e) => e.type);
    // Toggles alternate join and leave: the order of types shows the order of changes.
    const alternating = types.every((type, i) => i === 0 || type !== types[i - 1]);
    return {
      engine,
      delivered: all.length,
      total,
      p50S: round1(percentile(lateness, 50)),
      p99S: round1(percentile(lateness, 99)),
      maxS: round1(lateness.at(-1)),
      afterReturnS: round1(afterReturnS),
      failedTries: receiver.received.filter((e) => e.status !== 200).length,
      duplicateTries: tries.length - new Set(tries).size,
      unverified,
      inOrder: inOrder && alternating,
    };
  } finally {
    await stopChild(server.child);
    await receiver.close();
  }
}

function figuresOf(engines) {
  const f = figures();
  for (const e of engines) {
    const k = `webhooks ${e.engine}`;
    f.add(`${k} delivered / events`, `${e.delivered} / ${e.total}`, 'all', e.delivered === e.total);
    f.add(`${k} ${settings.changes} in ${settings.spreadSeconds} s: p50 s`, e.p50S);
    f.add(
      `${k} ${settings.changes} in ${settings.spreadSeconds} s: p99 s`,
      e.p99S,
      `<= ${BUDGET.p99S}`,
      e.p99S <= BUDGET.p99S,
    );
    f.add(
      `${k} receiver down ${settings.downSeconds} s: last delivered after its return, s`,
      e.afterReturnS,
      `<= ${BUDGET.afterReturnS}`,
      e.afterReturnS <= BUDGET.afterReturnS,
    );
    f.add(`${k} tries refused while down`, e.failedTries);
    f.add(`${k} in order`, e.inOrder ? 'yes' : 'no', 'yes', e.inOrder);
    f.add(`${k} (id, attempt) sent twice`, e.duplicateTries, '= 0', e.duplicateTries === 0);
    f.add(`${k} signatures not verified`, e.unverified, '= 0', e.unverified === 0);
  }
  return f.rows;
}

await runBench(async () => {
  const engines = [await benchEngine('pglite', '')];
  const pgUrl = await pickPostgres();
  if (pgUrl) engines.push(await benchEngine('postgres', await createDatabase(pgUrl, 'vitrine_hooks')));
  else console.log('\n(PostgreSQL not reachable and DATABASE_URL unset: PGlite only)');
  const rows = figuresOf(engines);
  if (!pgUrl) rows.push({ figure: 'webhooks postgres', value: 'not reachable', budget: 'runs', pass: false });
  finish('webhooks', rows, { settings, budgets: BUDGET, engines });
});
