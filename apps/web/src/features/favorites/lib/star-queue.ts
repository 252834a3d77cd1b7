import type { FavoriteKind, Favorites } from '@vitrine/contract';
import { isApiError } from '../../../lib/api/api-error.ts';

/**
 * A member's star the server has not confirmed yet. Every toggle goes through this queue, so a
 * star set in the venue's dead zone is kept (in localStorage, per tenant and user) and sent when
 * the network returns, and toggles of one item reach the server one at a time, in order.
 */
export interface QueuedStar {
  eventId: number;
  kind: FavoriteKind;
  id: number;
  starred: boolean;
}

export interface StarReplay {
  sent: QueuedStar[];
  /** Refused by the server for good (the item is gone, the account may not star): dropped. */
  refused: { star: QueuedStar; error: unknown }[];
  /** The failure that stopped the round, leaving the rest queued (no network, a busy server). */
  stoppedBy?: unknown;
}

const prefix = 'vitrine:star-queue:';
const kinds: readonly string[] = ['agenda', 'exhibitor', 'speaker', 'property'];
// Where the queue lives when localStorage refuses (private mode, quota): this page only.
const fallback = new Map<string, string>();

/** Whose queue: one per tenant and user, so only that account ever sends it. */
export const starQueueOwner = (tenant: string, userId: string) => `${tenant}:${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isQueuedStar = (value: unknown): value is QueuedStar => {
  const star = value as QueuedStar;
  return (
    typeof value === 'object' &&
    value !== null &&
    Number.isInteger(star.eventId) &&
    kinds.includes(star.kind) &&
    Number.isInteger(star.id) &&
    typeof star.starred === 'boolean'
  );
};

function read(owner: string): QueuedStar[] {
  const key = prefix + owner;
  const text = fallback.get(key) ?? storage()?.getItem(key) ?? null;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter(isQueuedStar) : [];
  } catch {
    return [];
  }
}

function write(owner: string, list: QueuedStar[]): void {
  const key = prefix + owner;
  const text = JSON.stringify(list);
  try {
    const store = storage();
    if (!store) throw new Error('no localStorage');
    if (list.length === 0) store.removeItem(key);
    else store.setItem(key, text);
    fallback.delete(key);
  } catch {
    fallback.set(key, text);
  }
}

const sameItem = (a: QueuedStar, b: QueuedStar) => a.kind === b.kind && a.id === b.id;
const sameWish = (a: QueuedStar, b: QueuedStar) => sameItem(a, b) && a.starred === b.starred;

/** The queued stars of `owner`, oldest first (of one event when given). */
export function queuedStars(owner: string, eventId?: number): QueuedStar[] {
  const list = read(owner);
  return eventId === undefined ? list : list.filter((star) => star.eventId === eventId);
}

/** Queues the latest wish for an item, replacing an earlier one the server has not had yet. */
export function queueStar(owner: string, star: QueuedStar): void {
  write(owner, [...read(owner).filter((queued) => !sameItem(queued, star)), star]);
}

/** Drops `star` once sent, unless the item was toggled again meanwhile (that wish goes next). */
function settle(owner: string, star: QueuedStar): void {
  const list = read(owner);
  const kept = list.filter((queued) => !sameWish(queued, star));
  if (kept.length !== list.length) write(owner, kept);
}

/** The server's stars with the queued wishes on top: what the visitor asked for. */
export function withQueuedStars(stars: Favorites, queued: readonly QueuedStar[]): Favorites {
  if (queued.length === 0) return stars;
  const result: Favorites = { ...stars };
  for (const { kind, id, starred } of queued) {
    const others = result[kind].filter((item) => item !== id);
    result[kind] = starred ? [...others, id] : others;
  }
  return result;
}

/** No network (or a session to sign in again): the wish waits in the queue, as asked. */
export function waitsForNetwork(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status === 401;
}

/** Worth sending again later: the above, or a server that is busy or in trouble. */
export function isWorthRetrying(error: unknown): boolean {
  if (waitsForNetwork(error)) return true;
  const { status } = error as { status: number };
  return status === 408 || status === 429 || status >= 500;
}

const replays = new Map<string, Promise<StarReplay>>();

/**
 * Sends `owner`'s queue, oldest first, one request at a time; stops at the first failure worth
 * retrying and keeps the rest. Calls for one owner run one after another, never side by side.
 */
export function sendQueuedStars(
  owner: string,
  send: (star: QueuedStar) => Promise<void>,
): Promise<StarReplay> {
  const previous = replays.get(owner) ?? Promise.resolve(null);
  const replay = previous.catch(() => null).then(() => drain(owner, send));
  replays.set(owner, replay);
  void replay.finally(() => {
    if (replays.get(owner) === replay) replays.delete(owner);
  });
  return replay;
}

async function drain(owner: string, send: (star: QueuedStar) => Promise<void>): Promise<StarReplay> {
  const result: StarReplay = { sent: [], refused: [] };
  // Each round settles the oldest wish; the bound only guards against a storage that lies.
  for (let round = 0; round < 1000; round++) {
    const [star] = read(owner);
    if (!star) break;
    try {
      await send(star);
      result.sent.push(star);
    } catch (error) {
      if (isWorthRetrying(error)) {
        result.stoppedBy = error;
        return result;
      }
      result.refused.push({ star, error });
    }
    settle(owner, star);
  }
  return result;
}

/**
 * A toggle: queues the wish and sends the queue. Resolves 'sent' once the server has it, or
 * 'queued' while it waits for the network (the star stays as asked). Rejects when the server
 * refuses it or is in trouble, taking it back out of the queue, so the star goes back.
 */
export async function submitStar(
  owner: string,
  star: QueuedStar,
  send: (star: QueuedStar) => Promise<void>,
): Promise<'sent' | 'queued'> {
  queueStar(owner, star);
  const { refused, stoppedBy } = await sendQueuedStars(owner, send);
  const mine = refused.find((entry) => sameWish(entry.star, star));
  if (mine) throw mine.error;
  if (!read(owner).some((queued) => sameWish(queued, star))) return 'sent';
  if (stoppedBy === undefined || waitsForNetwork(stoppedBy)) return 'queued';
  settle(owner, star);
  throw stoppedBy;
}
