import { ECDH } from 'node:crypto';
import {
  type Locale,
  locales,
  type NotificationArgs,
  type NotificationType,
  type PushKey,
  type PushPayload,
  type PushPreferences,
  type PushSubscriptionRequest,
  pagePaths,
  pushLimits,
} from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { invalidField } from '../../lib/form-json.ts';
import { checkOutboundUrl, OutboundRefusedError } from '../../lib/outbound-http.ts';
import type { PushRepository } from './push.repository.ts';
import type { LocalizedPushPayload, PushJobs, PushOptions, PushToSend } from './push-jobs.ts';

export interface PushServiceDeps {
  repository: PushRepository;
  jobs: PushJobs;
  publicKey: string;
  allowPrivate: boolean;
  changes: ChangeSeam;
}

/** A stored notification, as `notifications.store` made it. */
export interface StoredNotification {
  id: number;
  userId: number;
  type: NotificationType;
  args: NotificationArgs;
  eventId: number | null;
  texts: Record<Locale, string>;
}

/** Which preference lets a notification type be pushed; a type not here is never pushed. */
const preferenceOf: Partial<Record<NotificationType, 'myPosts' | 'announcements' | 'sessionReminders'>> = {
  PUBLICATION_APPROVED: 'myPosts',
  PUBLICATION_DENIED: 'myPosts',
  ANNOUNCEMENT_PUBLISHED: 'announcements',
  SESSION_STARTING: 'sessionReminders',
  SESSION_CHANGED: 'sessionReminders',
  SESSION_CANCELLED: 'sessionReminders',
  SESSION_RESTORED: 'sessionReminders',
};

const sessionTypes = new Set<NotificationType>([
  'SESSION_STARTING',
  'SESSION_CHANGED',
  'SESSION_CANCELLED',
  'SESSION_RESTORED',
]);

/** A reminder is worthless once the session started: the push service may drop it then. */
function optionsOf(note: StoredNotification): PushOptions {
  if (note.type !== 'SESSION_STARTING') return {};
  return { ttl: Math.max(60, (note.args.minutes ?? 10) * 60), urgency: 'high' };
}

export const pushIcon = '/pwa-192.png';

const unpadded = (value: string) => value.replace(/=+$/, '');

function checkKeys(keys: PushSubscriptionRequest['keys']) {
  try {
    // convertKey refuses a point that is not on P-256.
    ECDH.convertKey(Buffer.from(unpadded(keys.p256dh), 'base64url'), 'prime256v1');
  } catch {
    throw invalidField('body.keys.p256dh', 'Expected an uncompressed P-256 public key');
  }
  const p256dh = Buffer.from(unpadded(keys.p256dh), 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4) {
    throw invalidField('body.keys.p256dh', 'Expected an uncompressed P-256 public key');
  }
  if (Buffer.from(unpadded(keys.auth), 'base64url').length !== 16) {
    throw invalidField('body.keys.auth', 'Expected 16 bytes');
  }
}

export function createPushService({ repository, jobs, publicKey, allowPrivate, changes }: PushServiceDeps) {
  return {
    key: (): PushKey => ({ publicKey }),

    /** Stores (or renews) the caller's browser subscription; the 11th replaces the oldest. */
    async subscribe(
      tenantId: number,
      userId: number,
      request: PushSubscriptionRequest,
      userAgent: string | undefined,
    ): Promise<void> {
      checkKeys(request.keys);
      try {
        await checkOutboundUrl(request.endpoint, { allowPrivate });
      } catch (error) {
        if (!(error instanceof OutboundRefusedError)) throw error;
        const why = allowPrivate ? error.reason : `${error.reason}; must be https on a public address`;
        throw invalidField('body.endpoint', `Push service address refused (${why})`);
      }
      await repository.upsert({
        tenantId,
        userId,
        endpoint: request.endpoint,
        p256dh: unpadded(request.keys.p256dh),
        auth: unpadded(request.keys.auth),
        userAgent: userAgent?.slice(0, pushLimits.userAgentLength) ?? null,
      });
    },

    unsubscribe: (tenantId: number, userId: number, endpoint: string) =>
      repository.remove(tenantId, userId, endpoint),

    preferences: (userId: number): Promise<PushPreferences> => repository.preferences(userId),
    /**
     * Saves the caller's choices; `then` runs in the same transaction (reminders are planned
     * again for the new lead time).
     */
    /** A new lead time (or reminders turned on) plans the user's reminders again, in the same transaction. */
    savePreferences: (tenantId: number, userId: number, preferences: PushPreferences) =>
      changes.transaction(async (tx) => {
        const saved = await repository.savePreferences(tx, userId, preferences);
        await tx.record('reminders.changed', tenantId, { userId });
        return saved;
      }),

    /**
     * Queues a push to every browser of `userId`, once per `key`; with `tx`, only if that
     * transaction commits (then call `wake`).
     */
    sendPush(
      userId: number,
      payload: PushPayload | LocalizedPushPayload,
      key: string,
      tx?: Db,
      options?: PushOptions,
    ): Promise<boolean> {
      return jobs.send(userId, payload, key, tx, options);
    },

    /**
     * In the transaction that stored them: queues a push for each notification whose recipient is
     * subscribed and wants that kind, keyed by the notification, so it goes out once. Returns
     * whether any was queued (then call `wake` after the commit).
     */
    async pushStored(tx: Db, stored: StoredNotification[]): Promise<boolean> {
      const pushes: PushToSend[] = [];
      for (const type of new Set(stored.map((note) => note.type))) {
        const preference = preferenceOf[type];
        if (!preference) continue;
        const ofType = stored.filter((note) => note.type === type);
        const wanting = new Set(
          await repository.wanting(
            ofType.map((note) => note.userId),
            preference,
            tx,
          ),
        );
        for (const note of ofType) {
          if (!wanting.has(note.userId)) continue;
          pushes.push({
            userId: note.userId,
            payload: notificationPayload(note),
            key: `notification:${note.id}`,
            options: optionsOf(note),
          });
        }
      }
      // One statement for all of them: a batch of reminders stores hundreds at once.
      await jobs.sendMany(pushes, tx);
      return pushes.length > 0;
    },

    wake: () => jobs.wake(),
  };
}
export type PushService = ReturnType<typeof createPushService>;

/** A notification as a push: titled by its event, its text as the body, opening the event. */
function notificationPayload(note: StoredNotification): LocalizedPushPayload {
  const url =
    note.eventId === null
      ? '/'
      : sessionTypes.has(note.type)
        ? pagePaths.myAgenda(note.eventId)
        : pagePaths.event(note.eventId);
  const payload = {} as LocalizedPushPayload;
  for (const locale of locales) {
    payload[locale] = {
      title: note.args.event || 'Vitrine',
      body: note.texts[locale],
      url,
      tag: `notification-${note.id}`,
      icon: pushIcon,
    };
  }
  return payload;
}
