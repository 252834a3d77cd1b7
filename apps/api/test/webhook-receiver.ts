import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver took, verified or not. */
export interface Received {
  msgId: string;
  attempt: number;
  /** The secret (of those it holds) that verified the signature, or null. */
  verifiedWith: string | null;
  signatures: string[];
  type: string;
  data: Record<string, unknown>;
  /** What the receiver answered. */
  status: number;
  at: number;
}

/**
 * A customer's webhook endpoint on 127.0.0.1: checks every request with the `standardwebhooks`
 * library (as a receiver would, unchanged) against the secrets it is given, and records it.
 * `answer` decides each reply: a status, or 'hang' to hold the request open (a slow peer).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  secrets: string[] = [];
  answer: (request: { msgId: string; attempt: number; type: string }) => number | 'hang' = () => 200;
  private readonly server: http.Server;
  private readonly hanging = new Set<http.ServerResponse>();
  private readonly waiters: (() => void)[] = [];

  constructor() {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => this.take(request, response, Buffer.concat(chunks).toString('utf8')));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** Answers 200 from now on, and lets hanging requests go (their clients may be gone). */
  release(): void {
    for (const response of this.hanging) response.destroy();
    this.hanging.clear();
  }

  /** Resolves once `check` holds of what was received (polled on each request, and every 50 ms). */
  async until(check: (received: Received[]) => boolean, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check(this.received)) {
      if (Date.now() > deadline) throw new Error(`webhook receiver: not within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The delivered (2xx) requests' message ids, in the order they arrived. */
  delivered(): string[] {
    return this.received.filter((entry) => entry.status < 300).map((entry) => entry.msgId);
  }

  async close(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private take(request: http.IncomingMessage, response: http.ServerResponse, body: string) {
    const headers = request.headers as Record<string, string>;
    let verifiedWith: string | null = null;
    let payload: { type?: string; data?: Record<string, unknown> } = {};
    for (const secret of this.secrets) {
      try {
        payload = new Webhook(secret).verify(body, headers) as typeof payload;
        verifiedWith = secret;
        break;
      } catch {
        // not this secret
      }
    }
    if (!verifiedWith) {
      try {
        payload = JSON.parse(body) as typeof payload;
      } catch {
        // recorded as it is
      }
    }
    const entry = {
      msgId: headers['webhook-id'] ?? '',
      attempt: Number(headers['webhook-attempt'] ?? 0),
      type: payload.type ?? '',
    };
    const decided = verifiedWith ? this.answer(entry) : 401;
    this.received.push({
      ...entry,
      verifiedWith,
      signatures: (headers['webhook-signature'] ?? '').split(' ').filter(Boolean),
      data: payload.data ?? {},
      status: decided === 'hang' ? 0 : decided,
      at: Date.now(),
    });
    for (const wake of this.waiters.splice(0)) wake();
    if (decided === 'hang') {
      this.hanging.add(response);
      return;
    }
    response.writeHead(decided, { 'content-type': 'text/plain' }).end(decided < 300 ? 'ok' : 'nope');
  }
}
