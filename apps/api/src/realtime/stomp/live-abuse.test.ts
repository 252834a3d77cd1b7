import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { eventTopic } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShowcaseTestApp } from '../../../test/helpers.ts';
import { connectStomp, RawStomp, subscribe, withTimeout } from '../../../test/live-client.ts';
import { liveFixture, maskedTextFrame } from '../../../test/live-fixture.ts';

let live: Awaited<ReturnType<typeof liveFixture>>;
let test: ShowcaseTestApp;
let base: string;

beforeAll(async () => {
  live = await liveFixture();
  ({ test, base } = live);
});
afterAll(() => live?.test.close());

describe('misbehaving clients', () => {
  const expectError = async (raw: RawStomp, pattern: RegExp) => {
    const error = await raw.frame('ERROR');
    expect(error.headers.message).toMatch(pattern);
    await withTimeout(raw.closed, 3_000, 'close');
  };

  it('answers garbage, a frame before CONNECT and an oversized frame with ERROR and a close', async () => {
    let raw = await RawStomp.open(base);
    raw.send('\x00\x01garbage\n\n\0');
    await expectError(raw, /malformed/);

    raw = await RawStomp.open(base);
    raw.send(`SUBSCRIBE\nid:1\ndestination:${eventTopic(test.eventId)}\n\n\0`);
    await expectError(raw, /CONNECT first/);

    raw = await RawStomp.open(base);
    await raw.connect();
    raw.send(`SEND\ndestination:/topic/x\n\n${'x'.repeat(70_000)}\0`);
    await expectError(raw, /too large/);

    raw = await RawStomp.open(base);
    await raw.connect();
    raw.send('SEND\ndestination:/topic/x\n\nhello\0');
    await expectError(raw, /may not publish/);

    raw = await RawStomp.open(base);
    await raw.connect();
    raw.send('SUBSCRIBE\nid:1\ndestination:/topic/event/1\\q\n\n\0');
    await expectError(raw, /escape/);
  });

  it('parses frames split across messages and several frames in one message', async () => {
    const raw = await RawStomp.open(base);
    raw.send('CONNECT\naccept-vers');
    raw.send('ion:1.2\n\n\0\n');
    await raw.frame('CONNECTED');
    const topic = eventTopic(test.eventId);
    raw.send(
      `SUBSCRIBE\nid:a\ndestination:${topic}\n\n\0SUBSCRIBE\nid:b\ndestination:${topic}\nreceipt:r\n\n\0`,
    );
    expect((await raw.frame('RECEIPT')).headers['receipt-id']).toBe('r');
    test.app.bus.publish('live.message', live.envelope(topic));
    const first = await raw.frame('MESSAGE');
    const second = await raw.frame('MESSAGE');
    expect(new Set([first.headers.subscription, second.headers.subscription])).toEqual(new Set(['a', 'b']));
    expect(first.headers['message-id']).not.toBe(second.headers['message-id']);
    raw.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect((await raw.frame('RECEIPT')).headers['receipt-id']).toBe('bye');
    await withTimeout(raw.closed, 3_000, 'close');
  });

  it('caps subscriptions per connection', async () => {
    const raw = await RawStomp.open(base);
    await raw.connect();
    for (let i = 0; i < 33; i++)
      raw.send(`SUBSCRIBE\nid:${i}\ndestination:${eventTopic(test.eventId)}\n\n\0`);
    await expectError(raw, /At most 32 subscriptions/);
  });

  it('disconnects a client that stops heart-beating', async () => {
    const raw = await RawStomp.open(base);
    const connected = await raw.connect({ 'heart-beat': '200,0' });
    // The server offers 1000 ms: max(1000, 200) is what it expects.
    expect(connected.headers['heart-beat']).toBe('0,1000');
    await withTimeout(raw.closed, 5_000, 'close');
  });

  it('sends heart-beats at the agreed interval', async () => {
    const raw = await RawStomp.open(base);
    let beats = 0;
    raw.ws.on('message', (data: Buffer) => {
      if (data.toString() === '\n') beats++;
    });
    const connected = await raw.connect({ 'heart-beat': '0,1000' });
    expect(connected.headers['heart-beat']).toBe('1000,0');
    await new Promise((resolve) => setTimeout(resolve, 2_600));
    expect(beats).toBeGreaterThanOrEqual(1);
    raw.close();
  });

  it('drops a slow consumer that stops reading', async () => {
    await live.statsBecome({ connections: 0, subscriptions: 0 });
    const { port } = new URL(base);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'GET /api/websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    socket.write(maskedTextFrame('CONNECT\naccept-version:1.2\n\n\0'));
    socket.write(
      maskedTextFrame(`SUBSCRIBE\nid:1\ndestination:${eventTopic(test.eventId)}\nreceipt:r\n\n\0`),
    );
    let seen = '';
    await new Promise<void>((resolve) => {
      socket.on('data', (data: Buffer) => {
        seen += data.toString('latin1');
        if (seen.includes('receipt-id:r')) resolve();
      });
    });
    socket.pause(); // from now on, never read
    const big = 'x'.repeat(50_000);
    for (let i = 0; i < 400 && test.app.live.stats().connections > 0; i++) {
      const slow = live.envelope(eventTopic(test.eventId), `slow-${i}`);
      slow.message!.texts = { 'pt-BR': big, es: big, en: big };
      test.app.bus.publish('live.message', slow);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await live.statsBecome({ connections: 0, subscriptions: 0 });
    socket.destroy();
  });

  it('stays healthy: a fresh client still works and everything was released', async () => {
    await live.statsBecome({ connections: 0, subscriptions: 0 });
    const client = await connectStomp(base, 'ws');
    await subscribe(client, eventTopic(test.eventId));
    expect(test.app.live.stats()).toMatchObject({ connections: 1, subscriptions: 1 });
    test.app.bus.publish('live.message', live.envelope(eventTopic(test.eventId), 'after'));
    expect(JSON.parse((await client.nextMessage()).body).id).toBe('after');
    await client.stop();
    await live.statsBecome({ connections: 0, subscriptions: 0 });
  });
});
