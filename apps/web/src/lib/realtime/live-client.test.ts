import type { LiveMessage, ReactionsMessage } from '@vitrine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveClient,
  type LiveConnectionHandlers,
  type LiveConnectOptions,
  type LiveState,
} from './live-client.ts';

/** A transport that only records what the client asked for; the test plays the server. */
function fakeTransport() {
  const opened: { options: LiveConnectOptions; handlers: LiveConnectionHandlers; closed: boolean }[] = [];
  const transport = vi.fn((options: LiveConnectOptions, handlers: LiveConnectionHandlers) => {
    const entry = { options, handlers, closed: false };
    opened.push(entry);
    return {
      close: () => {
        entry.closed = true;
        // The socket goes down a moment later, as a real one does.
        queueMicrotask(() => handlers.onClose());
      },
    };
  });
  return { transport, opened };
}

const options = (token: string | null = null): LiveConnectOptions => ({
  token,
  language: 'pt-BR',
  topics: ['/topic/event/1'],
});

const message: LiveMessage = {
  id: 'b1',
  type: 'ANNOUNCEMENT_PUBLISHED',
  message: 'Novo anúncio',
  eventId: 1,
  publicationId: 7,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const fake = fakeTransport();
  const states: LiveState[] = [];
  const received: LiveMessage[] = [];
  const reactions: ReactionsMessage[] = [];
  const client = new LiveClient({
    transport: fake.transport,
    onMessage: (m) => received.push(m),
    onReactions: (m) => reactions.push(m),
    onStateChange: (s) => states.push(s),
  });
  return { ...fake, client, states, received, reactions };
}

describe('LiveClient', () => {
  it('starts inactive and connects when activated', () => {
    const { client, opened, states } = setup();
    expect(client.state).toBe('inactive');
    client.activate(options());
    expect(client.state).toBe('active');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.options.topics).toEqual(['/topic/event/1']);
    expect(states).toEqual(['active']);
  });

  it('hands messages on', () => {
    const { client, opened, received } = setup();
    client.activate(options());
    opened[0]?.handlers.onMessage(message);
    expect(received).toEqual([message]);
  });

  it("hands a post's new likes and comments on apart from notifications", () => {
    const { client, opened, received, reactions } = setup();
    client.activate(options());
    const likes: ReactionsMessage = {
      kind: 'reactions',
      eventId: 1,
      publicationId: 7,
      likes: 2,
      commentCount: 0,
      latestComments: [],
    };
    opened[0]?.handlers.onReactions(likes);
    expect(reactions).toEqual([likes]);
    expect(received).toEqual([]);
  });

  it('reconnects 5 s after losing the connection, not before', () => {
    const { client, opened } = setup();
    client.activate(options());
    opened[0]?.handlers.onClose();
    expect(client.state).toBe('active');
    expect(client.reconnectPending).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(opened).toHaveLength(2);
    expect(client.reconnectPending).toBe(false);
  });

  it('keeps trying every 5 s while the server is away', () => {
    const { client, opened } = setup();
    client.activate(options());
    for (let attempt = 1; attempt <= 3; attempt++) {
      opened[attempt - 1]?.handlers.onClose();
      vi.advanceTimersByTime(5_000);
      expect(opened).toHaveLength(attempt + 1);
    }
  });

  it('deactivating cancels a scheduled reconnect', () => {
    const { client, opened, states } = setup();
    client.activate(options());
    opened[0]?.handlers.onClose();
    client.deactivate();
    expect(client.state).toBe('inactive');
    vi.advanceTimersByTime(60_000);
    expect(opened).toHaveLength(1);
    expect(states).toEqual(['active', 'inactive']);
  });

  it('passes through deactivating until the socket is down, then does not reconnect', async () => {
    const { client, opened, states } = setup();
    client.activate(options());
    client.deactivate();
    expect(client.state).toBe('deactivating');
    expect(opened[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.state).toBe('inactive');
    vi.advanceTimersByTime(60_000);
    expect(opened).toHaveLength(1);
    expect(states).toEqual(['active', 'deactivating', 'inactive']);
  });

  it('reconnects at once with the new token when the session changes', async () => {
    const { client, opened, received } = setup();
    client.activate(options());
    client.activate({ ...options('jwt-2'), topics: ['/topic/event/1', '/topic/user/5'] });
    expect(opened).toHaveLength(2);
    expect(opened[0]?.closed).toBe(true);
    expect(opened[1]?.options.token).toBe('jwt-2');
    // The old socket's close is expected: no reconnect is scheduled for it, and it says nothing more.
    await vi.advanceTimersByTimeAsync(0);
    opened[0]?.handlers.onMessage(message);
    expect(received).toEqual([]);
    expect(client.reconnectPending).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(opened).toHaveLength(2);
    expect(client.state).toBe('active');
  });

  it('activating again while a reconnect waits connects now, once', () => {
    const { client, opened } = setup();
    client.activate(options());
    opened[0]?.handlers.onClose();
    client.activate(options('jwt'));
    expect(opened).toHaveLength(2);
    vi.advanceTimersByTime(5_000);
    expect(opened).toHaveLength(2);
  });
});
