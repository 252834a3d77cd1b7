import { Client, type IMessage, type StompConfig } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { WebSocket } from 'ws';
import { type Frame, FrameParser } from '../src/realtime/stomp/frame.ts';

/** Test clients of the live channel: @stomp/stompjs over ws or sockjs-client, and a raw one. */

export type Transport = 'ws' | 'sockjs';

export function liveUrl(base: string, transport: Transport): string {
  return transport === 'ws' ? `${base.replace(/^http/, 'ws')}/api/websocket` : `${base}/api/websocket`;
}

export interface StompTestClient {
  client: Client;
  messages: IMessage[];
  errors: string[];
  /** Resolves once the socket closed. */
  closed: Promise<void>;
  nextMessage(timeoutMs?: number): Promise<IMessage>;
  /** Where this client's subscriptions send their messages. */
  onMessage(message: IMessage): void;
  stop(): Promise<void>;
}

/** A connected stompjs client; rejects when CONNECT is refused. */
export async function connectStomp(
  base: string,
  transport: Transport,
  options: {
    headers?: Record<string, string>;
    heartbeat?: number;
    sockjsTransports?: string[];
    /** Accept-Language of the WebSocket upgrade request (ws only). */
    requestLanguage?: string;
  } = {},
): Promise<StompTestClient> {
  const url = liveUrl(base, transport);
  const messages: IMessage[] = [];
  const errors: string[] = [];
  const waiters: ((message: IMessage) => void)[] = [];
  /** Arrived before anyone asked for them. */
  const unread: IMessage[] = [];
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  let settle: { resolve(): void; reject(error: Error): void } | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const config: StompConfig = {
    webSocketFactory: () =>
      transport === 'ws'
        ? new WebSocket(url, ['v12.stomp'], {
            headers: { 'accept-language': options.requestLanguage ?? 'pt-BR' },
          })
        : new SockJS(
            url,
            undefined,
            options.sockjsTransports ? { transports: options.sockjsTransports } : {},
          ),
    connectHeaders: options.headers ?? {},
    heartbeatIncoming: options.heartbeat ?? 4000,
    heartbeatOutgoing: options.heartbeat ?? 4000,
    reconnectDelay: 0,
    onConnect: () => settle?.resolve(),
    onStompError: (frame) => {
      errors.push(frame.headers.message ?? frame.body);
      settle?.reject(new Error(frame.headers.message));
    },
    onWebSocketClose: () => {
      settle?.reject(new Error('socket closed'));
      markClosed();
    },
  };
  const client = new Client(config);
  client.activate();
  const stop = () => client.deactivate();
  try {
    await withTimeout(connected, 5_000, 'CONNECTED');
  } catch (error) {
    await stop();
    throw error;
  }
  const result: StompTestClient = {
    client,
    messages,
    errors,
    closed,
    nextMessage: (timeoutMs = 1_000) => {
      const ready = unread.shift();
      if (ready) return Promise.resolve(ready);
      return withTimeout(new Promise<IMessage>((resolve) => waiters.push(resolve)), timeoutMs, 'MESSAGE');
    },
    onMessage: (message) => {
      messages.push(message);
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else unread.push(message);
    },
    stop,
  };
  return result;
}

/** Subscribes and resolves once the server acknowledged with a RECEIPT. */
export async function subscribe(test: StompTestClient, destination: string): Promise<void> {
  const receipt = `r-${Math.random().toString(36).slice(2)}`;
  const receipted = new Promise<void>((resolve) => test.client.watchForReceipt(receipt, () => resolve()));
  test.client.subscribe(destination, test.onMessage, { receipt });
  await withTimeout(
    Promise.race([
      receipted,
      test.closed.then(() => {
        throw new Error(`refused: ${test.errors.join('; ')}`);
      }),
    ]),
    5_000,
    'RECEIPT',
  );
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A bare WebSocket speaking raw bytes, to send what a well-behaved client never would. */
export class RawStomp {
  readonly frames: Frame[] = [];
  readonly closed: Promise<void>;
  private readonly parser = new FrameParser(1 << 20);
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.frames.push(...this.parser.push(data).frames);
      for (const waiter of this.waiters.splice(0)) waiter();
    });
    this.closed = new Promise((resolve) => ws.on('close', () => resolve()));
  }

  static async open(base: string): Promise<RawStomp> {
    const ws = new WebSocket(liveUrl(base, 'ws'));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return new RawStomp(ws);
  }

  send(data: string | Buffer) {
    this.ws.send(data);
  }

  async connect(headers: Record<string, string> = {}) {
    const lines = Object.entries({ 'accept-version': '1.2', host: 'localhost', ...headers }).map(
      ([name, value]) => `${name}:${value}`,
    );
    this.send(`CONNECT\n${lines.join('\n')}\n\n\0`);
    return this.frame('CONNECTED');
  }

  /** The next frame with this command (frames seen earlier count). */
  async frame(command: string, timeoutMs = 3_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find((frame) => frame.command === command);
      if (found) {
        this.frames.splice(this.frames.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no ${command} frame within ${timeoutMs} ms`);
      await withTimeout(new Promise<void>((resolve) => this.waiters.push(resolve)), timeoutMs, command).catch(
        () => {},
      );
    }
  }

  close() {
    this.ws.terminate();
  }
}
