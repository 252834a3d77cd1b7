import type { Locale } from '@vitrine/contract';
import { pickLocale } from '../../lib/locale.ts';
import type { LiveAccess, LivePrincipal } from './access.ts';
import type { Broker, LiveConnection, Subscriber, Subscription } from './broker.ts';
import { type Frame, FrameError, FrameParser, serializeFrame } from './frame.ts';

/** One connection's way to the client: raw WebSocket or a SockJS session. */
export interface LiveTransport {
  send(text: string): void;
  /** Bytes accepted by send but not yet handed to the network. */
  bufferedBytes(): number;
  /** Closes after what was sent; `abort` drops the connection at once. */
  close(abort?: boolean): void;
}

export interface SessionLimits {
  maxFrameBytes: number;
  maxSubscriptions: number;
  maxPendingBytes: number;
  /** What the server offers: [send every, expect every] in ms (0 = never). */
  heartBeat: [number, number];
  /** A connection that sends no CONNECT within this time is closed. */
  connectTimeoutMs: number;
}

export interface SessionContext {
  broker: Broker;
  access: LiveAccess;
  limits: SessionLimits;
  serverName: string;
  /** Accept-Language of the HTTP request that opened the connection. */
  requestLanguage: string | undefined;
  onError?: (error: unknown) => void;
}

let sessionCount = 0;
/** Frames parsed but not yet handled (CONNECT and SUBSCRIBE wait on lookups); more is abuse. */
const MAX_QUEUED_FRAMES = 64;

/** The STOMP 1.2 state machine of one connection; both transports feed it bytes. */
export class StompSession implements Subscriber, LiveConnection {
  readonly id = `${process.pid.toString(36)}-${(++sessionCount).toString(36)}`;
  locale: Locale;
  private state: 'connecting' | 'open' | 'closed' = 'connecting';
  private current: LivePrincipal | undefined;
  private readonly parser: FrameParser;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly timers: NodeJS.Timeout[] = [];
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private messageCount = 0;
  private lastReceived = Date.now();
  private lastSent = Date.now();

  constructor(
    private readonly transport: LiveTransport,
    private readonly context: SessionContext,
  ) {
    this.locale = pickLocale(context.requestLanguage);
    this.parser = new FrameParser(context.limits.maxFrameBytes);
    context.broker.sessions.add(this);
    this.every(context.limits.connectTimeoutMs, () => {
      if (this.state === 'connecting') this.fail('No CONNECT frame received in time');
    });
  }

  /** Bytes from the transport. */
  receive(data: Buffer) {
    if (this.state === 'closed') return;
    this.lastReceived = Date.now();
    let frames: Frame[];
    try {
      ({ frames } = this.parser.push(data));
    } catch (error) {
      this.fail(error instanceof FrameError ? error.message : 'malformed frame');
      return;
    }
    for (const frame of frames) {
      if (++this.queued > MAX_QUEUED_FRAMES) {
        this.fail('Too many frames in flight');
        return;
      }
      this.queue = this.queue.then(async () => {
        this.queued--;
        if (this.state === 'closed') return;
        try {
          await this.handle(frame);
        } catch (error) {
          this.context.onError?.(error);
          this.fail('Internal error', frame.headers.receipt);
        }
      });
    }
  }

  /** The transport is gone: release everything this connection held. */
  closed() {
    if (this.state === 'closed') return;
    this.state = 'closed';
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    for (const subscription of this.subscriptions.values()) this.context.broker.unsubscribe(subscription);
    this.subscriptions.clear();
    this.context.broker.sessions.delete(this);
  }

  /** Server-side close (app shutdown, DISCONNECT, slow consumer). */
  close(abort = false) {
    this.closed();
    this.transport.close(abort);
  }

  get principal(): LivePrincipal | undefined {
    return this.state === 'open' ? this.current : undefined;
  }

  withdraw(reason: string) {
    this.fail(reason);
  }

  sendRaw(frame: string) {
    if (this.state === 'closed') return;
    if (this.transport.bufferedBytes() > this.context.limits.maxPendingBytes) {
      // A slow consumer would make the server hold every message for it: drop it.
      this.close(true);
      return;
    }
    this.lastSent = Date.now();
    this.transport.send(frame);
  }

  nextMessageId(): string {
    return `${this.id}-${++this.messageCount}`;
  }

  private async handle(frame: Frame) {
    const { command, headers } = frame;
    if (this.state === 'connecting') {
      if (command !== 'CONNECT' && command !== 'STOMP') return this.fail('Send CONNECT first');
      return this.connect(headers);
    }
    switch (command) {
      case 'SUBSCRIBE':
        return this.subscribe(headers);
      case 'UNSUBSCRIBE': {
        const subscription = headers.id === undefined ? undefined : this.subscriptions.get(headers.id);
        if (!subscription) return this.fail('UNSUBSCRIBE needs the id of a subscription', headers.receipt);
        this.subscriptions.delete(headers.id!);
        this.context.broker.unsubscribe(subscription);
        return this.receipt(headers.receipt);
      }
      case 'DISCONNECT':
        this.receipt(headers.receipt);
        return this.close();
      case 'SEND':
        return this.fail('Clients may not publish: this broker only delivers', headers.receipt);
      case 'CONNECT':
      case 'STOMP':
        return this.fail('Already connected', headers.receipt);
      default:
        return this.fail(`Unsupported frame ${command}`, headers.receipt);
    }
  }

  private async connect(headers: Record<string, string>) {
    const versions = (headers['accept-version'] ?? '').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) return this.fail('Supported protocol versions are 1.2');
    const heartBeat = /^(\d{1,9}),(\d{1,9})$/.exec(headers['heart-beat'] ?? '0,0');
    if (!heartBeat) return this.fail('Malformed heart-beat header');
    const principal = await this.context.access.authenticate(headers.Authorization ?? headers.authorization);
    if (principal === null) return this.fail('Invalid, expired or revoked token');
    if (this.state !== 'connecting') return;
    this.current = principal;
    if (headers['accept-language']) this.locale = pickLocale(headers['accept-language']);
    this.state = 'open';
    for (const timer of this.timers) clearInterval(timer); // the CONNECT deadline
    this.timers.length = 0;

    const [offerSend, offerReceive] = this.context.limits.heartBeat;
    const [clientSend, clientReceive] = [Number(heartBeat[1]), Number(heartBeat[2])];
    const outgoing = offerSend && clientReceive ? Math.max(offerSend, clientReceive) : 0;
    const incoming = offerReceive && clientSend ? Math.max(offerReceive, clientSend) : 0;
    this.sendRaw(
      serializeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${outgoing},${incoming}`,
        server: this.context.serverName,
        session: this.id,
      }),
    );
    if (outgoing) {
      this.every(outgoing / 2, () => {
        if (Date.now() - this.lastSent >= outgoing * 0.9) this.sendRaw('\n');
      });
    }
    if (incoming) {
      // Twice the agreed interval, as the spec's tolerance for network delays.
      this.every(incoming, () => {
        if (Date.now() - this.lastReceived > incoming * 2) this.close(true);
      });
    }
  }

  private async subscribe(headers: Record<string, string>) {
    const { id, destination, receipt } = headers;
    if (!id || !destination) return this.fail('SUBSCRIBE needs id and destination headers', receipt);
    if (headers.ack && headers.ack !== 'auto') return this.fail('Only ack:auto is supported', receipt);
    if (this.subscriptions.has(id)) return this.fail(`Subscription id ${id} is already in use`, receipt);
    if (this.subscriptions.size >= this.context.limits.maxSubscriptions) {
      return this.fail(
        `At most ${this.context.limits.maxSubscriptions} subscriptions per connection`,
        receipt,
      );
    }
    const refusal = await this.context.access.refusal(this.current, destination);
    if (this.state !== 'open') return;
    if (refusal) return this.fail(refusal, receipt);
    this.subscriptions.set(id, this.context.broker.subscribe(this, destination, id));
    this.receipt(receipt);
  }

  private receipt(receipt: string | undefined) {
    if (receipt !== undefined) this.sendRaw(serializeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  /** ERROR, then close: STOMP 1.2 requires closing the connection after an ERROR frame. */
  private fail(message: string, receipt?: string) {
    if (this.state === 'closed') return;
    const headers: Record<string, string> = { message, 'content-type': 'text/plain' };
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.sendRaw(serializeFrame('ERROR', headers, message));
    this.close();
  }

  private every(ms: number, tick: () => void) {
    const timer = setInterval(tick, Math.max(ms, 10));
    timer.unref();
    this.timers.push(timer);
  }
}
