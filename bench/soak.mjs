// Soak (bench/README.md's budgets held over time): one node (PGlite) under mixed load for 5 minutes
// (~45 s with --quick): anonymous reads, members posting a small JPEG, the ADMIN approving them,
// 500 live STOMP subscribers receiving each approval. No errors; RSS sampled every few seconds
// must stay flat after warm-up.
// Usage: node bench/soak.mjs [--quick]
import autocannon from 'autocannon';
import sharp from 'sharp';
import { WebSocket } from 'ws';
import {
  ADMIN,
  confirmedMember,
  figures,
  finish,
  onCleanup,
  quick,
  runBench,
  sampleRss,
  signIn,
  startServer,
  stopChild,
  TENANT,
} from './lib/common.mjs';

const DURATION_S = quick ? 45 : 300;
const SUBSCRIBERS = 500;
/** Members posting; each stays well under the posting limit (30 per 10 minutes). */
const POSTERS = 8;
const POST_EVERY_MS = quick ? 1500 : 2500;
const APPROVE_EVERY_MS = 2000;
const READ_RATE = 200; // anonymous requests per second, over 20 connections
const RSS_EVERY_MS = quick ? 1000 : 3000;
/** RSS of the last third within this factor of the first third's (medians, after warm-up). */
const FLAT = 1.15;
const WARMUP_SHARE = 0.2;
const headers = { 'X-Tenant': TENANT };

async function api(baseUrl, pathname, init = {}) {
  return fetch(`${baseUrl}${pathname}`, { ...init, headers: { ...headers, ...init.headers } });
}

/** Raw-ws STOMP subscribers on the event topic (as bench/live-fanout.mjs), counting MESSAGE frames. */
function subscribe(baseUrl, destination) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/websocket`, ['v12.stomp'], {
      perMessageDeflate: false,
    });
    const client = { ws, messages: 0, closed: false };
    const timer = setTimeout(() => reject(new Error('subscriber not ready within 30 s')), 30_000);
    ws.on('open', () => ws.send(`CONNECT\naccept-version:1.2\nhost:soak\nheart-beat:4000,4000\n\n\0`));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('MESSAGE')) client.messages += 1;
      else if (text.startsWith('CONNECTED')) {
        ws.send(`SUBSCRIBE\nid:0\ndestination:${destination}\nreceipt:s\n\n\0`);
      } else if (text.startsWith('RECEIPT')) {
        clearTimeout(timer);
        resolve(client);
      } else if (text.startsWith('ERROR')) reject(new Error(text.split('\n').slice(0, 3).join(' ')));
    });
    ws.on('error', (error) => reject(error));
    ws.on('close', () => {
      client.closed = true;
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
};

await runBench(async () => {
  console.log(`\n== soak: ${DURATION_S} s on one node (PGlite)…`);
  const server = await startServer();
  const { baseUrl } = server;
  const eventId = (await (await api(baseUrl, '/api/config')).json()).defaultEventId;
  const admin = { authorization: `Bearer ${await signIn(baseUrl, ADMIN)}` };
  const posters = [];
  for (let i = 0; i < POSTERS; i++)
    posters.push({ authorization: `Bearer ${await confirmedMember(server, i, 'soak')}` });
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

  const clients = [];
  for (let start = 0; start < SUBSCRIBERS; start += 100) {
    const batch = [];
    for (let i = start; i < Math.min(SUBSCRIBERS, start + 100); i++) {
      batch.push(subscribe(baseUrl, `/topic/event/${eventId}`));
    }
    clients.push(...(await Promise.all(batch)));
  }
  onCleanup(() => {
    for (const c of clients) c.ws.terminate();
  });
  const beat = setInterval(() => {
    for (const c of clients) if (!c.closed) c.ws.send('\n');
  }, 4000);
  console.log(`   ${POSTERS} members, ${clients.length} live subscribers; load…`);

  const errors = { posts: [], approvals: [] };
  const counts = { posted: 0, approved: 0 };
  const postedIds = new Set();
  const approvedIds = new Set();
  const rss = sampleRss(server.child.pid, RSS_EVERY_MS);
  const endAt = Date.now() + DURATION_S * 1000;

  // Anonymous visitors: the showcase reads and the feed's first page, as the web app asks.
  const reads = autocannon({
    url: baseUrl,
    connections: 20,
    overallRate: READ_RATE,
    duration: DURATION_S,
    headers,
    requests: [
      { path: `/api/event/${eventId}` },
      { path: `/api/event/shortcuts/${eventId}` },
      { path: `/api/publication/event/${eventId}?type=PUBLICATION&allPublication=false` },
      { path: `/api/exhibitor/findByEvent/${eventId}` },
    ],
  });

  const posting = (async () => {
    for (let n = 0; Date.now() < endAt; n++) {
      const body = new FormData();
      body.append('files', new Blob([jpeg], { type: 'image/jpeg' }), `soak-${n}.jpg`);
      const description = encodeURIComponent(`Soak ${n}`);
      const response = await api(
        baseUrl,
        `/api/publication/event/${eventId}?type=PUBLICATION&description=${description}`,
        {
          method: 'POST',
          headers: posters[n % POSTERS],
          body,
        },
      ).catch((error) => ({ status: 0, text: async () => error.message }));
      if (response.status === 201) {
        counts.posted += 1;
        postedIds.add((await response.json()).id);
      } else errors.posts.push(`${response.status} ${(await response.text()).slice(0, 120)}`);
      await new Promise((resolve) => setTimeout(resolve, POST_EVERY_MS));
    }
  })();

  const approving = (async () => {
    const approve = async () => {
      const list = await api(
        baseUrl,
        `/api/publication/event/${eventId}?type=PUBLICATION&status=ANALYSIS&size=50`,
        { headers: admin },
      );
      if (!list.ok) {
        errors.approvals.push(`list ${list.status}`);
        return;
      }
      for (const post of (await list.json()).content) {
        const response = await api(baseUrl, `/api/publication/approval/${post.id}`, {
          method: 'PATCH',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'APPROVED' }),
        });
        if (response.ok) {
          counts.approved += 1;
          approvedIds.add(post.id);
        } else errors.approvals.push(`${response.status} ${(await response.text()).slice(0, 120)}`);
      }
    };
    while (Date.now() < endAt) {
      await new Promise((resolve) => setTimeout(resolve, APPROVE_EVERY_MS));
      await approve().catch((error) => errors.approvals.push(error.message));
    }
    await posting;
    await approve().catch((error) => errors.approvals.push(error.message)); // the last posts
  })();

  const readResult = await reads;
  await approving;
  const samples = rss.stop();
  // Every approval is broadcast on the event topic: wait (bounded) until all have it.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && clients.some((c) => c.messages < counts.approved)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  clearInterval(beat);
  const fewest = Math.min(...clients.map((c) => c.messages));
  const dropped = clients.filter((c) => c.closed).length;
  for (const c of clients) c.ws.terminate();
  await stopChild(server.child);

  const afterWarmup = samples.filter((s) => s.t >= DURATION_S * WARMUP_SHARE);
  const third = Math.max(1, Math.floor(afterWarmup.length / 3));
  const firstThird = median(afterWarmup.slice(0, third).map((s) => s.mb));
  const lastThird = median(afterWarmup.slice(-third).map((s) => s.mb));
  const peak = Math.max(...samples.map((s) => s.mb));
  const badReads = readResult.non2xx + readResult.errors + readResult.timeouts;

  const f = figures();
  f.add(
    `soak anonymous reads (${Math.round(readResult.requests.average)} req/s, p99 ${readResult.latency.p99} ms) non-2xx/errors`,
    `${badReads} of ${readResult.requests.total}`,
    '= 0',
    badReads === 0 && readResult.requests.total > 0,
  );
  f.add(
    `soak posts (${POSTERS} members, JPEG) failed`,
    `${errors.posts.length} of ${counts.posted + errors.posts.length}`,
    '= 0',
    errors.posts.length === 0 && counts.posted > 0,
  );
  f.add(
    'soak ADMIN approvals failed',
    `${errors.approvals.length} of ${counts.approved + errors.approvals.length}`,
    '= 0',
    errors.approvals.length === 0,
  );
  // The demo seed leaves a post or two awaiting analysis: the ADMIN approves those as well.
  const ours = [...postedIds].filter((id) => approvedIds.has(id)).length;
  f.add('soak posts approved', `${ours}/${postedIds.size}`, 'all', ours === postedIds.size);
  f.add(
    `soak live: every one of ${clients.length} subscribers got every approval`,
    `fewest ${fewest}/${counts.approved}, dropped ${dropped}`,
    'all, 0 dropped',
    fewest >= counts.approved && dropped === 0,
  );
  f.add('soak server RSS MB start / peak / end', `${samples[0]?.mb} / ${peak} / ${samples.at(-1)?.mb}`);
  f.add(
    'soak RSS flat: last third / first third (medians after warm-up)',
    `${Math.round((lastThird / firstThird) * 100) / 100} (${lastThird}/${firstThird} MB)`,
    `<= ${FLAT}`,
    lastThird <= FLAT * firstThird,
  );
  for (const e of [...errors.posts, ...errors.approvals].slice(0, 5)) console.log(`   error: ${e}`);
  finish('soak', f.rows, {
    durationS: DURATION_S,
    subscribers: SUBSCRIBERS,
    posters: POSTERS,
    reads: {
      total: readResult.requests.total,
      requestsPerSec: readResult.requests.average,
      p99Ms: readResult.latency.p99,
      non2xx: readResult.non2xx,
      errors: readResult.errors,
      timeouts: readResult.timeouts,
    },
    counts,
    errors,
    live: { fewest, dropped },
    rss: { everyMs: RSS_EVERY_MS, firstThirdMb: firstThird, lastThirdMb: lastThird, peakMb: peak, samples },
  });
});
