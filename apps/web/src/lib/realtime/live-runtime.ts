import type { LiveMessage } from '@vitrine/contract';
import { LiveClient } from './live-client.ts';
import { stompTransport } from './stomp-transport.ts';

/** The part of the live channel that loads late: the client wired to STOMP over SockJS. */
export function createLiveClient(onMessage: (message: LiveMessage) => void): LiveClient {
  return new LiveClient({ transport: stompTransport, onMessage });
}
