/**
 * This browser's side of web push: whether it can receive notifications here, and its
 * subscription through the app's service worker. The server's side is in ../api.
 */
export type DevicePush =
  /** No Push API here (an old browser, iOS Safari outside the home screen). */
  | { status: 'unsupported' }
  /** The Push API exists but no service worker runs the app (dev server, not installed yet). */
  | { status: 'unavailable' }
  /** The visitor (or a policy) said no; only the browser's site settings can undo it. */
  | { status: 'blocked' }
  | { status: 'off' }
  | { status: 'on'; subscription: PushSubscriptionJSON };

/** Why turning notifications on stopped, when the browser (not the server) stopped it. */
export class DevicePushError extends Error {
  constructor(readonly reason: 'dismissed' | 'subscribeFailed') {
    super(reason);
  }
}

/** How long to wait for the service worker to be running before saying there is none. */
export const workerWaitMs = 8_000;

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The app's running service worker, waiting a while for one that is still installing. */
export function activeRegistration(waitMs = workerWaitMs): Promise<ServiceWorkerRegistration | null> {
  return within(navigator.serviceWorker.ready, waitMs);
}

/** What this browser says now, without asking the visitor anything. */
export async function readDevicePush(waitMs = workerWaitMs): Promise<DevicePush> {
  if (!pushSupported()) return { status: 'unsupported' };
  if (Notification.permission === 'denied') return { status: 'blocked' };
  // The worker registers once the page is idle, so on a first visit it may not be there yet.
  const registration =
    (await navigator.serviceWorker.getRegistration()) ?? (await activeRegistration(waitMs));
  if (!registration) return { status: 'unavailable' };
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return { status: 'off' };
  return { status: 'on', subscription: subscription.toJSON() };
}

/** base64url (the VAPID key as the server gives it) → bytes, as `applicationServerKey` wants. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const bytes = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(bytes, (character) => character.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, index) => byte === b[index]);

/**
 * Subscribes through `registration` with the server's key. A subscription made with another key
 * (the server's was replaced) cannot be reused and would make `subscribe` throw, so it goes first.
 */
export async function subscribeDevice(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const key = base64UrlBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Ends this browser's subscription; its endpoint, for the server to forget, or null if none. */
export async function unsubscribeDevice(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
