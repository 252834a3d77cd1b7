import type { LiveMessage, ReactionsMessage } from '@vitrine/contract';
import { LiveClient } from './live-client.ts';
import { stompTransport } from './stomp-transport.ts';

/** The part of the live channel that loads late: the client wired to STOMP over SockJS. */
export function createLiveClient(
  onMessage: (message: LiveMessage) => void,
  onReactions: (message: ReactionsMessage) => void,
): LiveClient {
  return new LiveClient({ transport: stompTransport, onMessage, onReactions });
}
