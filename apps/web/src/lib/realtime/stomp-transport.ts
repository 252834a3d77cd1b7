import './global-shim.ts';
import { Client } from '@stomp/stompjs';
import { type LiveMessage, limits, notificationTypes } from '@vitrine/contract';
import SockJS from 'sockjs-client';
import type { LiveTransport } from './live-client.ts';

export const liveEndpoint = '/api/websocket';

const idOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** A MESSAGE body as a LiveMessage, checked by hand: zod would add its weight to this chunk. */
export function parseLiveMessage(body: string): LiveMessage | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const type = notificationTypes.find((known) => known === record.type);
    if (!type || typeof record.message !== 'string') return null;
    return {
      id: typeof record.id === 'string' ? record.id : String(record.id ?? ''),
      type,
      message: record.message,
      eventId: idOrNull(record.eventId),
      publicationId: idOrNull(record.publicationId),
    };
  } catch {
    return null;
  }
}

/**
 * One STOMP connection over SockJS (the fallback transport works behind proxies that drop
 * WebSockets). The library's own reconnect is off: LiveClient schedules reconnects.
 */
export const stompTransport: LiveTransport = (options, handlers) => {
  const connectHeaders: Record<string, string> = { 'accept-language': options.language };
  if (options.token) connectHeaders.Authorization = `Bearer ${options.token}`;
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    handlers.onClose();
  };

  const client = new Client({
    webSocketFactory: () => new SockJS(liveEndpoint),
    connectHeaders,
    heartbeatIncoming: limits.liveHeartbeatMs,
    heartbeatOutgoing: limits.liveHeartbeatMs,
    reconnectDelay: 0,
    onConnect: () => {
      for (const topic of options.topics) {
        client.subscribe(topic, (frame) => {
          const message = parseLiveMessage(frame.body);
          if (message) handlers.onMessage(message);
        });
      }
    },
    // SPEC §7: a socket error only goes to the console.
    onStompError: (frame) => console.warn('live channel error:', frame.headers.message ?? frame.body),
    onWebSocketError: () => console.warn('live channel: socket error'),
    onWebSocketClose: finish,
  });
  client.activate();

  return {
    close: () => {
      void client.deactivate().then(finish, finish);
    },
  };
};
