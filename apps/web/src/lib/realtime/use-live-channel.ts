import { eventTopic, type LiveMessage, type ReactionsMessage, userTopic } from '@vitrine/contract';
import { useEffect, useRef } from 'react';
import { whenIdle } from '../scheduling/when-idle.ts';
import type { LiveClient } from './live-client.ts';

export interface LiveChannelOptions {
  /** The event whose topic everyone may read; null when the deployment has none. */
  eventId: number | null;
  token: string | null;
  /** The signed-in user, whose own topic is read too. */
  userId: number | null;
  language: string;
  onMessage: (message: LiveMessage) => void;
  /** A post's new likes and comments, heard on the event topic. */
  onReactions: (message: ReactionsMessage) => void;
}

/** The topics to read: the event's, plus the user's own when signed in (docs/ARCHITECTURE.md, 'Notifications and the live channel'). */
export function liveTopics(eventId: number | null, userId: number | null): string[] {
  const topics: string[] = [];
  if (eventId !== null) topics.push(eventTopic(eventId));
  if (userId !== null) topics.push(userTopic(userId));
  return topics;
}

/**
 * Keeps the live channel open while mounted and reconnects at once when the session, the
 * language or the event changes. STOMP and SockJS (~20 KB gzip) load once the page has loaded
 * and the main thread is idle, so they never delay the page nor its largest paint.
 */
export function useLiveChannel({
  eventId,
  token,
  userId,
  language,
  onMessage,
  onReactions,
}: LiveChannelOptions): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  const latestReactions = useRef(onReactions);
  latestReactions.current = onReactions;
  const clientRef = useRef<LiveClient | null>(null);
  const topicsKey = liveTopics(eventId, userId).join(' ');

  useEffect(() => {
    const topics = topicsKey ? topicsKey.split(' ') : [];
    let cancelled = false;
    if (topics.length === 0) {
      clientRef.current?.deactivate();
      return;
    }
    const connect = (client: LiveClient) => {
      if (!cancelled) client.activate({ token, language, topics });
    };
    let cancelIdle: (() => void) | null = null;
    if (clientRef.current) {
      connect(clientRef.current);
    } else {
      cancelIdle = whenIdle(() => {
        import('./live-runtime.ts')
          .then(({ createLiveClient }) => {
            clientRef.current ??= createLiveClient(
              (message) => latest.current(message),
              (message) => latestReactions.current(message),
            );
            connect(clientRef.current);
          })
          .catch((error: unknown) => console.warn('live channel unavailable:', error));
      });
    }
    return () => {
      cancelled = true;
      cancelIdle?.();
    };
  }, [topicsKey, token, language]);

  useEffect(() => () => clientRef.current?.deactivate(), []);
}
