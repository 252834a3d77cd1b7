import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sockjs from 'sockjs';
import { type WebSocket, WebSocketServer } from 'ws';
import type { TokenService } from '../../identity/token.service.ts';
import { LiveAccess } from './access.ts';
import { Broker, type BrokerStats } from './broker.ts';
import { Recheck } from './recheck.ts';
import { type LiveTransport, type SessionLimits, StompSession } from './session.ts';

export const LIVE_PATH = '/api/websocket';

export interface LiveOptions {
  tokens: TokenService;
  limits?: Partial<SessionLimits>;
  /** How often signed-in connections are checked against revocations and account changes. */
  recheckMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: { stats(): BrokerStats };
  }
}

const defaultLimits: SessionLimits = {
  maxFrameBytes: 65_536,
  maxSubscriptions: 32,
  maxPendingBytes: 1_048_576,
  // Small offers: the client's wish (4000,4000 in the web app) decides, max(offer, wish) per STOMP.
  heartBeat: [1_000, 1_000],
  connectTimeoutMs: 10_000,
};

type SockjsHandler = (req: IncomingMessage, res: unknown, head?: Buffer) => boolean;
interface SockjsSessionInternals {
  _session?: { send_buffer?: string[] };
}

/**
 * The live channel at /api/websocket: raw WebSocket (STOMP frames) on the path itself,
 * SockJS below it, both feeding one STOMP broker that delivers bus `live.message` envelopes.
 */
export const livePlugin = fp(
  async (app: FastifyInstance, options: LiveOptions) => {
    const limits = { ...defaultLimits, ...options.limits };
    const broker = new Broker();
    const access = new LiveAccess(options.tokens, app.tenants, app.database.db);
    const context = (requestLanguage: string | undefined) => ({
      broker,
      access,
      limits,
      serverName: 'vitrine',
      requestLanguage,
      onError: (error: unknown) => app.log.error({ err: error }, 'live: frame handling failed'),
    });
    const stopDelivery = app.bus.subscribe('live.message', (envelope) => broker.deliver(envelope));
    app.decorate('live', { stats: () => broker.stats() });
    const recheck = new Recheck(broker, access, (error) =>
      app.log.warn({ err: error }, 'live: could not re-check tokens; next round retries'),
    );
    const recheckTimer = setInterval(() => recheck.run(), options.recheckMs ?? 60_000);
    recheckTimer.unref();

    // ---- raw WebSocket ---------------------------------------------------------------------------
    // ws's own payload cap is a backstop; the STOMP frame limit answers with an ERROR frame first.
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: 4 * limits.maxFrameBytes,
      perMessageDeflate: false,
    });
    const attachWebSocket = (ws: WebSocket, request: IncomingMessage) => {
      const transport: LiveTransport = {
        send: (text) => ws.send(text),
        bufferedBytes: () => ws.bufferedAmount,
        close: (abort) => (abort ? ws.terminate() : ws.close(1000)),
      };
      const session = new StompSession(transport, context(request.headers['accept-language']));
      ws.on('message', (data) => {
        session.receive(toBuffer(data));
      });
      ws.on('close', () => session.closed());
      ws.on('error', () => ws.terminate());
    };

    // ---- SockJS ----------------------------------------------------------------------------------
    const sockjsServer = sockjs.createServer({
      prefix: LIVE_PATH,
      // sockjs logs every request at info: that is debug detail here.
      log: (severity: string, line: string) => {
        if (severity === 'error') app.log.warn({ sockjs: line }, 'live: sockjs');
        else app.log.debug({ sockjs: line }, 'live: sockjs');
      },
    });
    sockjsServer.on('connection', (conn: sockjs.Connection | null) => {
      if (!conn) return; // sockjs emits null for a session that closed before opening
      const transport: LiveTransport = {
        send: (text) => conn.write(text),
        bufferedBytes: () => {
          const buffer = (conn as unknown as SockjsSessionInternals)._session?.send_buffer;
          if (!buffer || buffer.length === 0) return 0;
          let bytes = 0;
          for (const item of buffer) bytes += item.length;
          return bytes;
        },
        close: (abort) => (abort ? conn.destroy() : conn.close()),
      };
      const session = new StompSession(transport, context(conn.headers['accept-language']));
      conn.on('data', (text: string) => session.receive(Buffer.from(text, 'utf8')));
      conn.on('close', () => session.closed());
    });
    const sockjsHandler = (
      sockjsServer as unknown as { listener(options?: object): { getHandler(): SockjsHandler } }
    )
      .listener()
      .getHandler();

    const maxPostBytes = 4 * limits.maxFrameBytes;
    // SockJS's HTTP transports: routes in a scope whose body parser leaves the stream unread, so
    // the raw request goes to sockjs whole.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      for (const url of [LIVE_PATH, `${LIVE_PATH}/*`]) {
        scope.route({
          method: ['GET', 'POST', 'OPTIONS'],
          url,
          config: { tenant: 'none' },
          schema: { hide: true },
          handler: (request, reply) => {
            reply.hijack();
            // sockjs reads a whole xhr_send body into memory with no limit of its own.
            if (request.method === 'POST') {
              if (Number(request.headers['content-length'] ?? 0) > maxPostBytes) {
                reply.raw.writeHead(413, { connection: 'close' }).end();
                return;
              }
              let seen = 0;
              request.raw.on('data', (chunk: Buffer) => {
                seen += chunk.length;
                if (seen > maxPostBytes) request.raw.destroy();
              });
            }
            if (!sockjsHandler(request.raw, reply.raw)) reply.raw.writeHead(404).end();
          },
        });
      }
    });

    // ---- upgrades --------------------------------------------------------------------------------
    let closing = false;
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const ours = path === LIVE_PATH || path === `${LIVE_PATH}/` || path.startsWith(`${LIVE_PATH}/`);
      if (!ours) {
        // Nobody else takes upgrades: answer rather than leave the socket hanging.
        if (app.server.listenerCount('upgrade') === 1)
          socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      socket.on('error', () => socket.destroy());
      if (closing) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      } else if (path.startsWith(`${LIVE_PATH}/`) && path !== `${LIVE_PATH}/`) {
        sockjsHandler(request, socket, head);
      } else {
        wss.handleUpgrade(request, socket, head, (ws) => attachWebSocket(ws, request));
      }
    };
    app.server.on('upgrade', onUpgrade);

    // Sessions go before the server closes, so open sockets do not hold `close` up.
    app.addHook('preClose', async () => {
      closing = true;
      stopDelivery();
      clearInterval(recheckTimer);
      await recheck.idle();
      for (const session of [...broker.sessions]) session.close();
      await waitForSockets(wss, 1_000);
      for (const ws of wss.clients) ws.terminate();
    });
    app.addHook('onClose', async () => {
      app.server.off('upgrade', onUpgrade);
      wss.close();
    });
  },
  { name: 'live', dependencies: ['tenant'] },
);

function toBuffer(data: WebSocket.RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

/** Lets graceful closes finish (the client answers the close frame), up to `ms`. */
async function waitForSockets(wss: WebSocketServer, ms: number) {
  const deadline = Date.now() + ms;
  while (wss.clients.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
