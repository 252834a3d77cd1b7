import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type MetricLine, PrometheusText } from './prometheus-text.ts';

export const METRICS_PATH = '/api/metrics';

/** Upper bounds (seconds) of the latency histogram: the read budget is tens of ms, uploads seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Sampling interval of the event-loop monitor; every sample includes it, so it is taken off. */
const LOOP_RESOLUTION_MS = 20;

/** What another part may report without importing this plugin (the pre-router read path). */
export interface RequestMetrics {
  /** A cached read answered before routing, with its status (200 or 304). */
  earlyRead(statusCode: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: RequestMetrics;
  }
}

/** The bus's counters, when the bus offers them (`stats()` on RedisBus / MemoryBus). */
interface BusStats {
  published: number;
  received: number;
  lagMsLast: number;
  lagMsMax: number;
  connected: boolean;
}

/** Counters of one method + route pattern: requests by status class, and a latency histogram. */
class RouteSeries {
  /** Index = status / 100 (1xx … 5xx). */
  readonly byClass = [0, 0, 0, 0, 0, 0];
  /** Per bucket, not cumulative; the last slot is +Inf. */
  readonly buckets = new Array<number>(BUCKETS.length + 1).fill(0);
  sum = 0;
  count = 0;

  constructor(
    readonly method: string,
    readonly route: string,
  ) {}

  observe(statusCode: number, seconds: number) {
    this.byClass[Math.min(5, Math.max(1, Math.floor(statusCode / 100)))]!++;
    let slot = 0;
    while (slot < BUCKETS.length && seconds > BUCKETS[slot]!) slot++;
    this.buckets[slot]!++;
    this.sum += seconds;
    this.count++;
  }
}

/** Loopback, link-local and private addresses: the operators' own networks. */
const internal = new BlockList();
internal.addSubnet('127.0.0.0', 8, 'ipv4');
internal.addSubnet('10.0.0.0', 8, 'ipv4');
internal.addSubnet('172.16.0.0', 12, 'ipv4');
internal.addSubnet('192.168.0.0', 16, 'ipv4');
internal.addSubnet('169.254.0.0', 16, 'ipv4');
internal.addAddress('::1', 'ipv6');
internal.addSubnet('fc00::', 7, 'ipv6');
internal.addSubnet('fe80::', 10, 'ipv6');

export function isInternalAddress(ip: string): boolean {
  return internal.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /api/metrics` in Prometheus text format, and the hooks that count every request by method,
 * route pattern (never the raw URL, so the series stay bounded) and status class. With `token`
 * the caller must send it as a Bearer token; without, only loopback and private addresses (after
 * TRUST_PROXY, so a public client behind the proxy is refused) may read. Anyone else gets a 404.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined; version: string }) => {
    const series = new Map<string, RouteSeries>();
    const earlyReads = [0, 0, 0, 0, 0, 0];
    let inFlight = 0;
    const settle = () => {
      inFlight--;
    };
    const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    loopDelay.enable();
    app.addHook('onClose', async () => loopDelay.disable());

    app.decorate('metrics', {
      earlyRead: (statusCode: number) => {
        earlyReads[Math.floor(statusCode / 100)]!++;
      },
    } satisfies RequestMetrics);

    // 'close' comes once per response, answered or abandoned, so the gauge cannot drift.
    app.addHook('onRequest', (_request, reply, done) => {
      inFlight++;
      reply.raw.once('close', settle);
      done();
    });
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const method = METHODS.has(request.method) ? request.method : 'OTHER';
      const route = request.is404 ? '(unmatched)' : (request.routeOptions.url ?? '(unmatched)');
      const key = `${method} ${route}`;
      let entry = series.get(key);
      if (!entry) {
        entry = new RouteSeries(method, route);
        series.set(key, entry);
      }
      entry.observe(reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const expected = options.token ? digest(options.token) : undefined;
    const allowed = (request: FastifyRequest) => {
      if (!expected) return isInternalAddress(request.ip);
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      return scheme?.toLowerCase() === 'bearer' && !!token && timingSafeEqual(digest(token), expected);
    };

    app.get(
      METRICS_PATH,
      { config: { tenant: 'none' }, logLevel: 'warn', schema: { hide: true } },
      async (request, reply) => {
        // The same answer as a path that does not exist: nothing tells a stranger it is here.
        if (!allowed(request)) return reply.callNotFound();
        const text = new PrometheusText();
        await writeJobs(text, app);
        writeHttp(text, series, earlyReads, inFlight);
        writeLive(text, app);
        writeBus(text, app);
        writeReadCache(text, app);
        writeProcess(text, loopDelay, options.version);
        loopDelay.reset();
        return reply
          .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(text.toString());
      },
    );
  },
  { name: 'metrics' },
);

function classLabel(index: number) {
  return `${index}xx`;
}

function writeHttp(
  text: PrometheusText,
  series: Map<string, RouteSeries>,
  earlyReads: number[],
  inFlight: number,
) {
  const counts: MetricLine[] = [];
  const histogram: MetricLine[] = [];
  for (const entry of series.values()) {
    const labels = { method: entry.method, route: entry.route };
    entry.byClass.forEach((value, index) => {
      if (value > 0) counts.push({ labels: { ...labels, status: classLabel(index) }, value });
    });
    let cumulative = 0;
    BUCKETS.forEach((bound, slot) => {
      cumulative += entry.buckets[slot]!;
      histogram.push({ suffix: '_bucket', labels: { ...labels, le: String(bound) }, value: cumulative });
    });
    histogram.push({ suffix: '_bucket', labels: { ...labels, le: '+Inf' }, value: entry.count });
    histogram.push({ suffix: '_sum', labels, value: entry.sum });
    histogram.push({ suffix: '_count', labels, value: entry.count });
  }
  text.metric(
    'vitrine_http_requests_total',
    'counter',
    'Requests answered through the router, by method, route pattern and status class.',
    counts,
  );
  text.metric(
    'vitrine_http_request_duration_seconds',
    'histogram',
    'Time from the request to the end of its answer, by method and route pattern.',
    histogram,
  );
  const early: MetricLine[] = [];
  earlyReads.forEach((value, index) => {
    if (value > 0) early.push({ labels: { status: classLabel(index) }, value });
  });
  text.metric(
    'vitrine_http_cached_reads_total',
    'counter',
    'Anonymous cached GETs answered before the router (lib/early-reads.ts), by status class.',
    early,
  );
  text.metric('vitrine_http_requests_in_flight', 'gauge', 'Requests received and not yet answered.', [
    { value: inFlight },
  ]);
}

function writeLive(text: PrometheusText, app: FastifyInstance) {
  if (!app.hasDecorator('live')) return;
  const stats = app.live.stats();
  text.metric('vitrine_live_connections', 'gauge', 'Open STOMP sessions on this node.', [
    { value: stats.connections },
  ]);
  text.metric('vitrine_live_subscriptions', 'gauge', 'STOMP subscriptions on this node.', [
    { value: stats.subscriptions },
  ]);
  text.metric('vitrine_live_destinations', 'gauge', 'Destinations with at least one subscriber.', [
    { value: stats.destinations },
  ]);
}

function writeBus(text: PrometheusText, app: FastifyInstance) {
  // stats() is optional on the Bus: a bus without it (an older or a test bus) reports nothing.
  const stats = (app.bus as { stats?: () => BusStats }).stats?.();
  if (!stats) return;
  text.metric('vitrine_bus_published_total', 'counter', 'Messages this node published on the bus.', [
    { value: stats.published },
  ]);
  text.metric(
    'vitrine_bus_received_total',
    'counter',
    'Messages this node received (from other nodes; in memory, its own).',
    [{ value: stats.received }],
  );
  text.metric(
    'vitrine_bus_lag_seconds',
    'gauge',
    'Delay from publishing on another node to delivery here: the last message, and the largest.',
    [
      { labels: { stat: 'last' }, value: stats.lagMsLast / 1000 },
      { labels: { stat: 'max' }, value: stats.lagMsMax / 1000 },
    ],
  );
  text.metric('vitrine_bus_connected', 'gauge', '1 while the bus reaches Redis (always 1 in memory).', [
    { value: stats.connected ? 1 : 0 },
  ]);
}

async function writeJobs(text: PrometheusText, app: FastifyInstance) {
  const jobs = (app as { jobs?: FastifyInstance['jobs'] }).jobs;
  // Without the database there is nothing to count; the other metrics still answer.
  const counts = await jobs?.counts().catch(() => undefined);
  if (!counts) return;
  text.metric(
    'vitrine_jobs',
    'gauge',
    'Durable jobs in the database by queue and state (created, retry, active, completed, failed, cancelled).',
    counts.map((row) => ({ labels: { queue: row.name, state: row.state }, value: row.count })),
  );
  text.metric(
    'vitrine_jobs_oldest_seconds',
    'gauge',
    'Age of the oldest job per queue and state: a created or retry job that grows old is stuck.',
    counts.map((row) => ({ labels: { queue: row.name, state: row.state }, value: row.oldestSeconds })),
  );
}

function writeReadCache(text: PrometheusText, app: FastifyInstance) {
  const counts = (app.readCache as { counts?: { hits: number; misses: number } } | undefined)?.counts;
  if (!counts) return;
  text.metric(
    'vitrine_read_cache_reads_total',
    'counter',
    'Showcase reads through the read cache of this node: hit (answered from memory) or miss (loaded).',
    [
      { labels: { result: 'hit' }, value: counts.hits },
      { labels: { result: 'miss' }, value: counts.misses },
    ],
  );
}

function writeProcess(
  text: PrometheusText,
  loopDelay: ReturnType<typeof monitorEventLoopDelay>,
  version: string,
) {
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  text.metric('vitrine_info', 'gauge', 'Always 1; the version of this node.', [
    { labels: { version, node: process.version }, value: 1 },
  ]);
  text.metric('process_resident_memory_bytes', 'gauge', 'Resident set size.', [{ value: memory.rss }]);
  text.metric('process_cpu_seconds_total', 'counter', 'User and system CPU time.', [
    { value: (cpu.user + cpu.system) / 1e6 },
  ]);
  text.metric('process_uptime_seconds', 'gauge', 'Seconds since the process started.', [
    { value: process.uptime() },
  ]);
  text.metric('nodejs_heap_used_bytes', 'gauge', 'V8 heap in use.', [{ value: memory.heapUsed }]);
  text.metric('nodejs_heap_total_bytes', 'gauge', 'V8 heap reserved.', [{ value: memory.heapTotal }]);
  text.metric('nodejs_external_memory_bytes', 'gauge', 'Memory of buffers and other C++ objects.', [
    { value: memory.external },
  ]);
  // A sample is the time between two ticks of the monitor's timer: its interval plus the delay.
  const seconds = (ns: number) =>
    Number.isFinite(ns) && ns > 0 ? Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS) / 1000 : 0;
  text.metric(
    'nodejs_eventloop_delay_seconds',
    'gauge',
    'Event-loop delay since the previous scrape (perf_hooks, sampled every 20 ms).',
    [
      { labels: { quantile: '0.5' }, value: seconds(loopDelay.percentile(50)) },
      { labels: { quantile: '0.99' }, value: seconds(loopDelay.percentile(99)) },
      { labels: { quantile: '1' }, value: seconds(loopDelay.max) },
    ],
  );
}
