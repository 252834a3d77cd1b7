// Live fan-out benchmark (budgets in bench/README.md): 2,000 STOMP subscribers on one event topic, one
// announcement posted by the producer; every subscriber must get it, p99 <= 1 s. Then a like of
// that announcement: every subscriber must get the new count, p99 <= 500 ms. Once on
// one node (PGlite), once through two nodes sharing PostgreSQL + Redis with the subscribers split.
// Usage: node bench/live-fanout.mjs [--quick] [--subscribers=N]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import {
  ADMIN,
  createDatabase,
  DEFAULT_REDIS,
  figures,
  finish,
  onCleanup,
  percentile,
  pickPostgres,
  quick,
  reachable,
  round1,
  runBench,
  signIn,
  startServer,
  stopChild,
  TENANT,
} from './lib/common.mjs';

const SUBSCRIBERS = Number(process.argv.find((a) => a.startsWith('--subscribers='))?.split('=')[1] ?? 2000);
const ROUNDS = quick ? 1 : 3;
const BUDGET = { p99Ms: 1000, likeP99Ms: 500 };
const sockets = new Set();
onCleanup(() => {
  for (const ws of sockets) ws.terminate();
  sockets.clear();
});

// ---- a minimal STOMP subscriber (stompjs is too heavy for 2,000 in one process) -----------------
function subscriber(baseUrl, destination, index) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/websocket`, ['v12.stomp'], {
      perMessageDeflate: false,
    });
    sockets.add(ws);
    const client = { ws, received: new Map(), reactions: new Map(), closed: false };
    let stage = 'connecting';
    const timer = setTimeout(() => reject(new Error(`subscriber ${index}: not ready within 30 s`)), 30_000);
    ws.on('open', () => ws.send(`CONNECT\naccept-version:1.2\nhost:bench\nheart-beat:4000,4000\n\n\0`));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('MESSAGE')) {
        const at = performance.now();
        // A post's new counts carry no id of their own: keyed by post and count.
        const counts = /"kind":"reactions".*?"publicationId":(\d+),"likes":(\d+)/.exec(text);
        if (counts) {
          const key = `${counts[1]}:${counts[2]}`;
          if (!client.reactions.has(key)) client.reactions.set(key, at);
          return;
        }
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

// ---- one scenario --------------------------------------------------------------------------------
async function scenario(name, nodes) {
  console.log(`\n== ${name}: ${SUBSCRIBERS} subscribers over ${nodes.length} node(s)`);
  const headers = { 'X-Tenant': TENANT };
  const config = await (await fetch(`${nodes[0].baseUrl}/api/config`, { headers })).json();
  const eventId = config.defaultEventId;
  if (!eventId) throw new Error(`no defaultEventId in /api/config: ${JSON.stringify(config)}`);
  const token = await signIn(nodes[0].baseUrl, ADMIN);

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
  let lastAnnouncement = null;
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
    lastAnnouncement = (await posted.json()).id;
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
  // A like of the last announcement: everyone watching hears its new count.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const likeSent = performance.now();
  const liked = await fetch(`${nodes[0].baseUrl}/api/publication/${lastAnnouncement}/like`, {
    method: 'PUT',
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  if (liked.status !== 200) throw new Error(`like answered ${liked.status}: ${await liked.text()}`);
  const likeKey = `${lastAnnouncement}:${(await liked.json()).likes}`;
  const likeDeadline = performance.now() + 5000;
  const heard = (c) => c.reactions.has(likeKey);
  while (performance.now() < likeDeadline && !clients.every(heard)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const likeLatencies = clients
    .filter(heard)
    .map((c) => c.reactions.get(likeKey) - likeSent)
    .sort((a, b) => a - b);
  const like = {
    delivered: likeLatencies.length,
    p50Ms: round1(percentile(likeLatencies, 50)),
    p99Ms: round1(percentile(likeLatencies, 99)),
    maxMs: round1(likeLatencies.at(-1) ?? null),
  };
  console.log(
    `   like: ${like.delivered}/${clients.length} heard the new count, p50 ${like.p50Ms} ms, p99 ${like.p99Ms} ms, max ${like.maxMs} ms`,
  );
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
    like,
  };
}

function figuresOf(scenarios) {
  const f = figures();
  for (const s of scenarios) {
    const k = `live ${s.scenario}`;
    if (s.error) {
      f.add(k, s.error.slice(0, 60), 'runs', false);
      continue;
    }
    f.add(`${k} ms to subscribe ${s.subscribers}`, s.openMs);
    for (const r of s.rounds) {
      const round = ROUNDS > 1 ? ` #${r.round}` : '';
      f.add(
        `${k}${round} delivered`,
        `${r.delivered}/${s.subscribers}`,
        'all',
        r.delivered === s.subscribers,
      );
      f.add(
        `${k}${round} p99 ms (p50 ${r.p50Ms}, max ${r.maxMs})`,
        r.p99Ms,
        `<= ${BUDGET.p99Ms}`,
        r.p99Ms !== null && r.p99Ms <= BUDGET.p99Ms,
      );
    }
    f.add(
      `${k} like: count heard`,
      `${s.like.delivered}/${s.subscribers}`,
      'all',
      s.like.delivered === s.subscribers,
    );
    f.add(
      `${k} like p99 ms (p50 ${s.like.p50Ms}, max ${s.like.maxMs})`,
      s.like.p99Ms,
      `<= ${BUDGET.likeP99Ms}`,
      s.like.p99Ms !== null && s.like.p99Ms <= BUDGET.likeP99Ms,
    );
    f.add(`${k} connections dropped`, s.dropped, '= 0', s.dropped === 0);
  }
  return f.rows;
}

await runBench(async () => {
  const soft = await new Promise((resolve) => {
    const child = spawn('sh', ['-c', 'ulimit -n'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', () => resolve(Number(out.trim())));
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
  } catch (error) {
    scenarios.push({ scenario: '1 node (PGlite)', error: error.message });
  }

  const pgUrl = await pickPostgres();
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS;
  if (pgUrl && (await reachable(redisUrl))) {
    const shared = {
      databaseUrl: await createDatabase(pgUrl, 'vitrine_live_bench'),
      redisUrl,
      jwtSecret: randomBytes(32).toString('hex'),
    };
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
    scenarios.push({ scenario: '2 nodes (PostgreSQL + Redis)', error: 'PostgreSQL or Redis not reachable' });
  }

  finish('live-fanout', figuresOf(scenarios), {
    subscribers: SUBSCRIBERS,
    rounds: ROUNDS,
    budgets: BUDGET,
    ulimitNoFile: soft,
    scenarios,
  });
});
