import type { PushPayload } from '@vitrine/contract';

/** What `showNotification` gets for one push. */
export interface PushNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const appName = 'Vitrine';
const appIcon = '/pwa-192.png';
const payloadFields = ['title', 'body', 'url', 'tag', 'icon'] as const;

/**
 * The contract's `PushPayload`, checked by hand: zod would add its weight to the worker for one
 * object of five strings.
 */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!payloadFields.every((field) => typeof record[field] === 'string')) return null;
  const payload = record as unknown as PushPayload;
  return payload.title.trim() ? payload : null;
}

/**
 * The notification a push shows. One that does not parse still shows the app's name: browsers
 * penalise a push that shows nothing (Chrome shows its own notice and may drop the subscription).
 */
export function notificationOfPush(text: string | null | undefined): PushNotification {
  const payload = parsePushPayload(text);
  if (!payload) {
    return { title: appName, options: { icon: appIcon, tag: 'vitrine', data: { url: '/' } } };
  }
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: payload.icon || appIcon,
      ...(payload.tag ? { tag: payload.tag } : {}),
      data: { url: payload.url || '/' },
    },
  };
}

/** Where a click on a notification leads: its `data.url` on this origin, else the app's start. */
export function notificationTarget(data: unknown, origin: string): string {
  const url =
    typeof data === 'object' && data !== null && typeof (data as { url?: unknown }).url === 'string'
      ? (data as { url: string }).url
      : '/';
  try {
    const target = new URL(url, origin);
    if (target.origin === origin) return target.href;
  } catch {
    // Not a URL at all: the start page below.
  }
  return new URL('/', origin).href;
}
