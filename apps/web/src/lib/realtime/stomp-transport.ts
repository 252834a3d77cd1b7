import './global-shim.ts';
import { Client } from '@stomp/stompjs';
import {
  type Comment,
  type LiveMessage,
  limits,
  notificationTypes,
  type ReactionsMessage,
} from '@vitrine/contract';
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

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function isComment(value: unknown): value is Comment {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  const user = c.user as Record<string, unknown> | null | undefined;
  return (
    isId(c.id) &&
    isId(c.publicationId) &&
    typeof c.text === 'string' &&
    typeof c.creationDate === 'string' &&
    typeof c.edited === 'boolean' &&
    typeof user === 'object' &&
    user !== null &&
    isId(user.id) &&
    typeof user.name === 'string' &&
    (user.image === null || typeof user.image === 'string')
  );
}

/** A MESSAGE body as a post's new likes and comments, or null when it is not one. */
export function parseReactionsMessage(body: string): ReactionsMessage | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    const r = value as Record<string, unknown>;
    if (r.kind !== 'reactions') return null;
    if (!isId(r.eventId) || !isId(r.publicationId) || !isId(r.likes) || !isId(r.commentCount)) return null;
    if (!Array.isArray(r.latestComments) || !r.latestComments.every(isComment)) return null;
    return {
      kind: 'reactions',
      eventId: r.eventId,
      publicationId: r.publicationId,
      likes: r.likes,
      commentCount: r.commentCount,
      latestComments: r.latestComments,
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
          if (message) {
            handlers.onMessage(message);
            return;
          }
          const reactions = parseReactionsMessage(frame.body);
          if (reactions) handlers.onReactions(reactions);
        });
      }
    },
    // A socket error only goes to the console.
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
