import type { LiveMessage, Locale } from '@vitrine/contract';
import type { LiveEnvelope } from '../bus.ts';
import type { LivePrincipal } from './access.ts';
import { escapeHeader } from './frame.ts';

/** What a subscription needs from its session to receive messages. */
export interface Subscriber {
  readonly locale: Locale;
  /** Sends a ready frame; the session drops itself when its transport is too far behind. */
  sendRaw(frame: string): void;
  nextMessageId(): string;
}

export interface Subscription {
  readonly subscriber: Subscriber;
  readonly destination: string;
  /** `subscription:<id>` already escaped, so delivery only concatenates. */
  readonly idHeader: string;
}

/** An open connection as its node sees it: closed at shutdown, withdrawn when its token no longer holds. */
export interface LiveConnection {
  /** Undefined while connecting and for anonymous connections. */
  readonly principal: LivePrincipal | undefined;
  close(abort?: boolean): void;
  /** Sends an ERROR frame saying why, then closes. */
  withdraw(reason: string): void;
}

export interface BrokerStats {
  connections: number;
  subscriptions: number;
  destinations: number;
}

/**
 * Who listens to which destination on this node. Each bus message becomes one MESSAGE tail (headers
 * after `message-id` plus body) per language, shared by every subscriber of the destination.
 */
export class Broker {
  private readonly topics = new Map<string, Set<Subscription>>();
  private subscriptionCount = 0;
  readonly sessions = new Set<LiveConnection>();

  subscribe(subscriber: Subscriber, destination: string, id: string): Subscription {
    const subscription: Subscription = {
      subscriber,
      destination,
      idHeader: `subscription:${escapeHeader(id)}`,
    };
    let set = this.topics.get(destination);
    if (!set) {
      set = new Set();
      this.topics.set(destination, set);
    }
    set.add(subscription);
    this.subscriptionCount++;
    return subscription;
  }

  unsubscribe(subscription: Subscription) {
    const set = this.topics.get(subscription.destination);
    if (!set?.delete(subscription)) return;
    this.subscriptionCount--;
    if (set.size === 0) this.topics.delete(subscription.destination);
  }

  deliver(envelope: LiveEnvelope) {
    const subscriptions = this.topics.get(envelope.destination);
    if (!subscriptions) return;
    const tails = new Map<Locale, string>();
    // A copy: a slow consumer dropped during the loop leaves the live set.
    for (const subscription of [...subscriptions]) {
      const { locale } = subscription.subscriber;
      let tail = tails.get(locale);
      if (tail === undefined) {
        tail = messageTail(envelope, locale);
        tails.set(locale, tail);
      }
      subscription.subscriber.sendRaw(
        `MESSAGE\n${subscription.idHeader}\nmessage-id:${subscription.subscriber.nextMessageId()}\n${tail}`,
      );
    }
  }

  stats(): BrokerStats {
    return {
      connections: this.sessions.size,
      subscriptions: this.subscriptionCount,
      destinations: this.topics.size,
    };
  }
}

function messageTail(envelope: LiveEnvelope, locale: Locale): string {
  let body: string;
  if (envelope.data) body = JSON.stringify(envelope.data);
  else {
    const { texts, ...rest } = envelope.message;
    const message: LiveMessage = {
      id: rest.id,
      type: rest.type,
      message: texts[locale] ?? texts['pt-BR'],
      eventId: rest.eventId,
      publicationId: rest.publicationId,
    };
    body = JSON.stringify(message);
  }
  return (
    `destination:${escapeHeader(envelope.destination)}\ncontent-type:application/json\n` +
    `content-length:${Buffer.byteLength(body)}\n\n${body}\0`
  );
}
