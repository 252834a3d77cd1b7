import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventTopic } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShowcaseTestApp, buildTestApp, demoTenant, type ShowcaseTestApp } from './helpers.ts';
import { connectStomp, subscribe } from './live-client.ts';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Parses the exposition line by line, failing on any line that is not a HELP, a TYPE or a sample
 * of a declared metric, so a format slip fails the test rather than a scraper in production.
 */
function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  expect(text.endsWith('\n')).toBe(true);
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/;
  const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
  for (const line of text.slice(0, -1).split('\n')) {
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram)$/.exec(line);
    if (type) {
      expect(types.has(type[1]!), `declared twice: ${type[1]}`).toBe(false);
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* \S/.test(line)) continue;
    const match = sampleLine.exec(line);
    expect(match, `not a sample line: ${line}`).not.toBeNull();
    const [, name, labelText = '', value] = match!;
    const labels: Record<string, string> = {};
    labelPair.lastIndex = 0;
    while (labelPair.lastIndex < labelText.length) {
      const pair = labelPair.exec(labelText);
      expect(pair, `bad labels: ${line}`).not.toBeNull();
      labels[pair![1]!] = pair![2]!;
    }
    const family = types.has(name!) ? name! : name!.replace(/_(bucket|sum|count)$/, '');
    expect(types.get(family), `sample before its TYPE: ${line}`).toBeDefined();
    if (family !== name) expect(types.get(family)).toBe('histogram');
    samples.push({ name: name!, labels, value: Number(value) });
  }
  return { samples, types };
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v),
  );
  return found.reduce((sum, sample) => sum + sample.value, 0);
}

async function scrape(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: '/api/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body).samples;
}

let showcase: ShowcaseTestApp;
beforeAll(async () => {
  // The private network's proxies forward client addresses (the proxy test below).
  showcase = await buildShowcaseTestApp({ TRUST_PROXY: '10.0.0.0/8' });
});
afterAll(async () => {
  await showcase?.close();
});

describe('GET /api/metrics', () => {
  it('counts requests by method, route pattern and status class, with a consistent histogram', async () => {
    const { app, eventId } = showcase;
    const before = await scrape(app);
    const labels = { method: 'GET', route: '/api/event/:id' };
    const countBefore = value(before, 'vitrine_http_requests_total', { ...labels, status: '2xx' });

    expect((await showcase.get(`/api/event/${eventId}`)).statusCode).toBe(200);
    expect((await showcase.get(`/api/event/${eventId}?again=1`)).statusCode).toBe(200);
    expect((await showcase.get('/api/event/987654')).statusCode).toBe(404);
    expect((await showcase.get(`/api/no-such-thing/${eventId}`)).statusCode).toBe(404);

    const { samples, types } = parseExposition((await app.inject({ url: '/api/metrics' })).body);
    expect(types.get('vitrine_http_requests_total')).toBe('counter');
    expect(types.get('vitrine_http_request_duration_seconds')).toBe('histogram');
    expect(value(samples, 'vitrine_http_requests_total', { ...labels, status: '2xx' })).toBe(countBefore + 2);
    expect(
      value(samples, 'vitrine_http_requests_total', { ...labels, status: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(samples, 'vitrine_http_requests_total', { method: 'GET', route: '(unmatched)', status: '4xx' }),
    ).toBeGreaterThanOrEqual(1);

    // Route labels are the patterns: no id, query or unknown path ever becomes a label.
    const routes = new Set(samples.map((sample) => sample.labels.route).filter(Boolean));
    for (const route of routes) expect(route).not.toMatch(/\d{2,}|\?|no-such-thing/);
    expect(routes).toContain('/api/event/:id');

    // The histogram of the route: cumulative buckets ending at +Inf = _count = requests counted.
    const buckets = samples.filter(
      (sample) =>
        sample.name === 'vitrine_http_request_duration_seconds_bucket' &&
        sample.labels.route === labels.route &&
        sample.labels.method === 'GET',
    );
    expect(buckets.at(-1)!.labels.le).toBe('+Inf');
    for (let i = 1; i < buckets.length; i++)
      expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    const count = value(samples, 'vitrine_http_request_duration_seconds_count', labels);
    expect(buckets.at(-1)!.value).toBe(count);
    expect(count).toBe(value(samples, 'vitrine_http_requests_total', labels));
    expect(value(samples, 'vitrine_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);

    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(value(samples, 'nodejs_heap_used_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'process_uptime_seconds')).toBeGreaterThan(0);
    expect(samples.some((sample) => sample.name === 'nodejs_eventloop_delay_seconds')).toBe(true);
    // The scrape itself is in flight while it is written.
    expect(value(samples, 'vitrine_http_requests_in_flight')).toBeGreaterThanOrEqual(1);
  });

  it('reports the read cache, the bus and the live channel of this node', async () => {
    const { app, eventId } = showcase;
    const before = await scrape(app);
    expect((await showcase.get(`/api/event/listCompany/${eventId}?page=0&size=3`)).statusCode).toBe(200);
    app.bus.publish('cache.invalidate', { tenantId: -1 });
    const after = await scrape(app);
    expect(value(after, 'vitrine_read_cache_reads_total')).toBeGreaterThan(
      value(before, 'vitrine_read_cache_reads_total'),
    );
    expect(value(after, 'vitrine_bus_published_total')).toBe(
      value(before, 'vitrine_bus_published_total') + 1,
    );
    expect(value(after, 'vitrine_bus_connected')).toBe(1);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const watcher = await connectStomp(base, 'ws');
    try {
      await subscribe(watcher, eventTopic(eventId));
      const live = await scrape(app);
      expect(value(live, 'vitrine_live_connections')).toBe(1);
      expect(value(live, 'vitrine_live_subscriptions')).toBe(1);
    } finally {
      await watcher.stop();
    }
  });

  it('reports durable jobs by queue and state, so a stuck queue shows', async () => {
    const { app } = showcase;
    const help = await app.inject({
      method: 'POST',
      url: '/api/user/help',
      headers: demoTenant,
      payload: { name: 'Rita', email: 'rita@example.com', subject: 'Métricas', message: 'Olá' },
    });
    expect(help.statusCode).toBe(201);
    const samples = await scrape(app);
    const mail = samples.filter((sample) => sample.name === 'vitrine_jobs' && sample.labels.queue === 'mail');
    // Waiting, running or (the outbox is quick) already done: one job either way.
    expect(mail.reduce((sum, sample) => sum + sample.value, 0)).toBeGreaterThanOrEqual(1);
    expect(
      samples.some(
        (sample) => sample.name === 'vitrine_jobs_oldest_seconds' && sample.labels.queue === 'mail',
      ),
    ).toBe(true);
  });

  it('counts cached reads answered before the router, and requests still in flight', async () => {
    const { app, eventId } = showcase;
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const before = value(await scrape(app), 'vitrine_http_cached_reads_total');
    // The first read fills the cache; the next ones are replayed (the test app logs nothing).
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}/api/event/${eventId}`, { headers: demoTenant });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(
      value(await scrape(app), 'vitrine_http_cached_reads_total', { status: '2xx' }),
    ).toBeGreaterThanOrEqual(before + 2);

    // A SockJS xhr-streaming request stays open: in flight until the client goes away.
    const idle = value(await scrape(app), 'vitrine_http_requests_in_flight');
    const streaming = http.request(`${base}/api/websocket/000/metrics1/xhr_streaming`, { method: 'POST' });
    const opened = new Promise<http.IncomingMessage>((resolve) => streaming.on('response', resolve));
    streaming.on('error', () => {});
    streaming.end();
    const response = await opened;
    response.on('data', () => {});
    expect(value(await scrape(app), 'vitrine_http_requests_in_flight')).toBe(idle + 1);
    streaming.destroy();
    const deadline = Date.now() + 5_000;
    while (value(await scrape(app), 'vitrine_http_requests_in_flight') !== idle) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('answers only loopback and private addresses when no token is configured', async () => {
    const { app } = showcase;
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ url: '/api/metrics', remoteAddress, headers }).then((response) => response.statusCode);
    expect(await from('127.0.0.1')).toBe(200);
    expect(await from('::1')).toBe(200);
    expect(await from('10.1.2.3')).toBe(200);
    expect(await from('192.168.0.9')).toBe(200);
    expect(await from('203.0.113.9')).toBe(404);
    expect(await from('2001:db8::1')).toBe(404);
    // Behind a proxy on the private network, the client's address decides, not the proxy's.
    expect(await from('10.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).toBe(404);
    // A public client cannot claim a private address: only a trusted proxy's header counts.
    expect(await from('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
    const denied = await app.inject({ url: '/api/metrics', remoteAddress: '203.0.113.9' });
    const unknown = await app.inject({ url: '/api/no-such-route', remoteAddress: '203.0.113.9' });
    expect(denied.json()).toEqual(unknown.json());
  });

  it('requires the Bearer token when METRICS_TOKEN is set, from any address', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const test = await buildTestApp({ METRICS_TOKEN: token });
    try {
      const status = (remoteAddress: string, authorization?: string) =>
        test.app
          .inject({ url: '/api/metrics', remoteAddress, headers: authorization ? { authorization } : {} })
          .then((response) => response.statusCode);
      expect(await status('127.0.0.1')).toBe(404);
      expect(await status('127.0.0.1', 'Bearer wrong-token')).toBe(404);
      expect(await status('127.0.0.1', `Basic ${token}`)).toBe(404);
      expect(await status('127.0.0.1', `Bearer ${token}x`)).toBe(404);
      expect(await status('203.0.113.9', `Bearer ${token}`)).toBe(200);
      expect(await status('127.0.0.1', `bearer ${token}`)).toBe(200);
    } finally {
      await test.close();
    }
  });
});
