import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl, guardedLookup, OutboundRefusedError, outboundRequest } from './outbound-http.ts';

let server: http.Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.url === '/redirect') {
      response.writeHead(302, { location: `${base}/secret` });
      return response.end();
    }
    if (request.url === '/slow') return; // never answers
    if (request.url === '/endless') {
      response.writeHead(200);
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const write = () => {
        while (response.write(chunk)) {
          if (response.destroyed) return;
        }
        response.once('drain', write);
      };
      return write();
    }
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'text/plain' });
      response.end(`got ${body}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundRefusedError);
  return (error as OutboundRefusedError).reason;
};

describe('checkOutboundUrl', () => {
  const strict = { allowPrivate: false };
  it('refuses what is not https on a public address', async () => {
    expect(await refusal(checkOutboundUrl('not a url', strict))).toBe('bad-url');
    expect(await refusal(checkOutboundUrl('http://push.example.com/x', strict))).toBe('scheme');
    expect(await refusal(checkOutboundUrl('ftp://push.example.com/x', { allowPrivate: true }))).toBe(
      'scheme',
    );
    expect(await refusal(checkOutboundUrl('https://user:pw@push.example.com/x', strict))).toBe('credentials');
    expect(await refusal(checkOutboundUrl('https://127.0.0.1/x', strict))).toBe('loopback');
    expect(await refusal(checkOutboundUrl('https://2130706433/x', strict))).toBe('loopback');
    expect(await refusal(checkOutboundUrl('https://[::1]/x', strict))).toBe('loopback');
    expect(await refusal(checkOutboundUrl('https://[::ffff:10.0.0.1]/x', strict))).toBe('private');
    expect(await refusal(checkOutboundUrl('https://169.254.169.254/latest', strict))).toBe('link-local');
    expect(await refusal(checkOutboundUrl('https://100.100.1.1/', strict))).toBe('cgnat');
    // A name is checked by what it resolves to.
    expect(await refusal(checkOutboundUrl('https://localhost/x', strict))).toBe('loopback');
    expect(await refusal(checkOutboundUrl('https://no-such-host.invalid/x', strict))).toBe('unresolvable');
  });

  it('admits a public literal address, and private ones when allowed', async () => {
    expect((await checkOutboundUrl('https://8.8.8.8/x', strict)).hostname).toBe('8.8.8.8');
    expect((await checkOutboundUrl(`${base}/x`, { allowPrivate: true })).protocol).toBe('http:');
    expect((await checkOutboundUrl('https://localhost/x', { allowPrivate: true })).hostname).toBe(
      'localhost',
    );
  });
});

describe('guardedLookup', () => {
  it('answers both the single and the all-addresses forms, and refuses private answers', async () => {
    const lookup = guardedLookup(true);
    const single = await new Promise<string>((resolve, reject) =>
      lookup('localhost', { family: 4 }, (error, address) =>
        error ? reject(error) : resolve(address as string),
      ),
    );
    expect(single).toBe('127.0.0.1');
    const all = await new Promise<unknown>((resolve, reject) =>
      lookup('localhost', { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
    );
    expect(Array.isArray(all)).toBe(true);
    const refused = await new Promise<unknown>((resolve) => guardedLookup(false)('localhost', {}, resolve));
    expect(refused).toBeInstanceOf(OutboundRefusedError);
  });
});

describe('outboundRequest', () => {
  const open = { allowPrivate: true };
  it('sends and reads back the answer', async () => {
    const response = await outboundRequest(
      { url: `${base}/push`, method: 'POST', headers: {}, body: Buffer.from('hello') },
      open,
    );
    expect(response.status).toBe(201);
    expect(response.body.toString()).toBe('got hello');
  });

  it('refuses a loopback peer without allowPrivate, by literal and by name, sending nothing', async () => {
    const before = seen.length;
    const port = (server.address() as AddressInfo).port;
    for (const url of [`${base}/a`, `https://127.0.0.1:${port}/a`, `https://localhost:${port}/a`]) {
      const promise = Promise.resolve().then(() =>
        outboundRequest({ url, method: 'POST', headers: {} }, { allowPrivate: false }),
      );
      expect(['scheme', 'loopback']).toContain(await refusal(promise));
    }
    expect(seen.length).toBe(before);
  });

  it('does not follow a redirect', async () => {
    const response = await outboundRequest({ url: `${base}/redirect`, method: 'GET', headers: {} }, open);
    expect(response.status).toBe(302);
    expect(seen).not.toContain('GET /secret');
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await expect(
      outboundRequest({ url: `${base}/slow`, method: 'GET', headers: {} }, { ...open, timeoutMs: 300 }),
    ).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('sends once more on a fresh connection when the server dropped the kept-alive one', async () => {
    // The first connection answers once, then is reset when reused, as a server whose keep-alive
    // timeout passed does; every later connection answers.
    let connections = 0;
    const requests: number[] = [];
    const sockets = new Set<net.Socket>();
    const dropping = net.createServer((socket) => {
      sockets.add(socket);
      const connection = ++connections;
      socket.on('data', (chunk) => {
        for (const _ of chunk.toString().matchAll(/^POST /gm)) {
          requests.push(connection);
          if (connection === 1 && requests.length === 2) return socket.resetAndDestroy();
          socket.write('HTTP/1.1 201 Created\r\nContent-Length: 0\r\nConnection: keep-alive\r\n\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}/push`;
    try {
      const send = () => outboundRequest({ url, method: 'POST', headers: {}, body: Buffer.from('x') }, open);
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      // The second went out on the kept-alive connection, was reset, and went again on a new one.
      expect(requests).toEqual([1, 1, 2]);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => dropping.close(resolve));
    }
  });

  it('reads back no more than the cap', async () => {
    const response = await outboundRequest(
      { url: `${base}/endless`, method: 'GET', headers: {} },
      { ...open, maxResponseBytes: 100_000, timeoutMs: 5_000 },
    );
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(100_000);
  });
});
