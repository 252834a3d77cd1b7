import { isApiError } from '../api/api-error.ts';

/**
 * Badge reads the server has not had yet: a stand's scans and the door's check-ins made in the
 * venue's dead zones. They wait in IndexedDB (a page reload or a closed tab keeps them) with the
 * time of the read, and go out oldest first when the network returns.
 */
export interface QueuedScan {
  id: number;
  /** Whose and where: one queue per tenant, user and stand (or event), so only they send it. */
  queue: string;
  badge: string;
  /** When it was read (ISO 8601), sent as `capturedAt` / `at`. */
  at: string;
}

export interface ScanReplay<R> {
  sent: { scan: QueuedScan; result: R }[];
  /** Refused by the server for good (an unknown badge, a crowded event): dropped. */
  refused: { scan: QueuedScan; error: unknown }[];
  /** The failure that stopped the round, leaving the rest queued. */
  stoppedBy?: unknown;
}

const dbName = 'vitrine-scans';
const storeName = 'scans';
let database: Promise<IDBDatabase | null> | null = null;
// Where scans wait when IndexedDB is missing or refuses (some private modes): this page only.
const memory = new Map<number, QueuedScan>();
let memoryId = 0;
const listeners = new Set<() => void>();

function open(): Promise<IDBDatabase | null> {
  database ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(storeName, { keyPath: 'id', autoIncrement: true });
        store.createIndex('queue', 'queue');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return database;
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(storeName, mode);
    const request = work(transaction.objectStore(storeName));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

const changed = () => {
  for (const listener of listeners) listener();
};

/** Calls `listener` whenever a queue gains or loses a scan; returns the unsubscribe. */
export function onScanQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queueScan(queue: string, badge: string, at: string): Promise<void> {
  const db = await open();
  const scan = { queue, badge, at };
  try {
    if (!db) throw new Error('no IndexedDB');
    await run(db, 'readwrite', (store) => store.add(scan));
  } catch {
    memoryId += 1;
    memory.set(memoryId, { ...scan, id: -memoryId });
  }
  changed();
}

/** The scans of `queue`, oldest first. */
export async function queuedScans(queue: string): Promise<QueuedScan[]> {
  const db = await open();
  const stored = db
    ? await run(db, 'readonly', (store) => store.index('queue').getAll(queue)).catch(() => [])
    : [];
  const kept = [...memory.values()].filter((scan) => scan.queue === queue);
  return [...(stored as QueuedScan[]).sort((a, b) => a.id - b.id), ...kept];
}

async function dropScan(scan: QueuedScan): Promise<void> {
  if (scan.id < 0) memory.delete(-scan.id);
  else {
    const db = await open();
    if (db) await run(db, 'readwrite', (store) => store.delete(scan.id)).catch(() => undefined);
  }
  changed();
}

/** No network, or a proxy in front of a server that is down: worth waiting and sending again. */
export function waitsForNetwork(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

const replays = new Map<string, Promise<unknown>>();

/**
 * Sends `queue`'s scans oldest first, one at a time; stops at the first network failure and
 * keeps the rest. Calls for one queue run one after another, never side by side.
 */
export function sendQueuedScans<R>(
  queue: string,
  send: (scan: QueuedScan) => Promise<R>,
): Promise<ScanReplay<R>> {
  const previous = replays.get(queue) ?? Promise.resolve();
  const replay = previous.catch(() => undefined).then(() => drain(queue, send));
  replays.set(queue, replay);
  void replay.finally(() => {
    if (replays.get(queue) === replay) replays.delete(queue);
  });
  return replay;
}

async function drain<R>(queue: string, send: (scan: QueuedScan) => Promise<R>): Promise<ScanReplay<R>> {
  const result: ScanReplay<R> = { sent: [], refused: [] };
  for (const scan of await queuedScans(queue)) {
    try {
      result.sent.push({ scan, result: await send(scan) });
    } catch (error) {
      if (waitsForNetwork(error)) {
        result.stoppedBy = error;
        return result;
      }
      result.refused.push({ scan, error });
    }
    await dropScan(scan);
  }
  return result;
}
