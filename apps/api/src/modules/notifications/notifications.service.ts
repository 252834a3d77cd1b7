import { randomUUID } from 'node:crypto';
import {
  eventTopic,
  fallbackLocale,
  type Locale,
  type Notification,
  type NotificationArgs,
  type NotificationType,
  type Page,
  renderNotification,
  renderNotificationTexts,
  userTopic,
} from '@vitrine/contract';
import { afterCommitOf } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { localeOf } from '../../lib/locale.ts';
import type { Bus, LiveEnvelope } from '../../realtime/bus.ts';
import { type NotificationRow, notificationsRepository as repository } from './notifications.repository.ts';

/** What a notification is about: stored with it, and shown in every language. */
export interface NotificationSubject {
  tenantId: number;
  type: NotificationType;
  args: NotificationArgs;
  eventId: number;
  /** The post it is about; null for sessions. */
  publicationId: number | null;
}

/** Sends stored notifications by web push too (modules/push), in the transaction that stores them. */
export interface NotificationPusher {
  pushStored(
    tx: Db,
    stored: {
      id: number;
      userId: number;
      type: NotificationType;
      args: NotificationArgs;
      eventId: number | null;
      texts: Record<Locale, string>;
    }[],
  ): Promise<boolean>;
  /** After the commit: the queued pushes go out now rather than at the next poll. */
  wake(): void;
}

function present(row: NotificationRow, locale: Locale): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    message: renderNotification(row.type as NotificationType, locale, row.args as NotificationArgs),
    eventId: row.eventId,
    publicationId: row.publicationId,
    read: row.readAt !== null,
    creationDate: row.createdAt.toISOString(),
  };
}

/**
 * Notifications are raised in two steps: `store` / `broadcast` inside the caller's transaction
 * (rows commit or roll back with the change they announce), then `publish` after the commit, so
 * nobody hears of a change that did not happen.
 */
export function createNotificationsService(db: Db, bus: Bus, pusher?: NotificationPusher) {
  return {
    /**
     * Stores one row per recipient and returns the live messages for their user topics; in a unit
     * of the change seam, they are also sent after its commit (and must not be sent again).
     */
    async store(tx: Db, subject: NotificationSubject, recipients: number[]): Promise<LiveEnvelope[]> {
      const unique = [...new Set(recipients)];
      if (unique.length === 0) return [];
      const rows = await repository.insert(tx, subject, unique);
      const texts = renderNotificationTexts(subject.type, subject.args);
      await pusher?.pushStored(
        tx,
        rows.map((row) => ({
          ...row,
          type: subject.type,
          args: subject.args,
          eventId: subject.eventId,
          texts,
        })),
      );
      const envelopes = rows.map((row) => ({
        destination: userTopic(row.userId),
        message: {
          id: String(row.id),
          type: subject.type,
          eventId: subject.eventId,
          publicationId: subject.publicationId,
          texts,
        },
      }));
      afterCommitOf(tx)?.publish(envelopes);
      return envelopes;
    },

    /** An event-topic message: for everyone watching, stored for no one. */
    broadcast(subject: NotificationSubject): LiveEnvelope {
      return {
        destination: eventTopic(subject.eventId),
        message: {
          id: randomUUID(),
          type: subject.type,
          eventId: subject.eventId,
          publicationId: subject.publicationId,
          texts: renderNotificationTexts(subject.type, subject.args),
        },
      };
    },

    /** The ids of every ADMIN and MODERATOR of the tenant (who moderate its posts). */
    async admins(tx: Db, tenantId: number): Promise<number[]> {
      return repository.moderatorIds(tx, tenantId);
    },

    /** After the commit: every node delivers to its own subscribers. */
    publish(envelopes: LiveEnvelope[]) {
      for (const envelope of envelopes) bus.publish('live.message', envelope);
      if (envelopes.length > 0) pusher?.wake();
    },

    /** After the commit of stored notifications nobody hears live: their pushes go out now. */
    wakePush() {
      pusher?.wake();
    },

    /** The caller's own notifications, unread first, then newest; texts in their language. */
    async list(tenantId: number, userId: number, page: number, size: number): Promise<Page<Notification>> {
      const {
        rows,
        total: totalElements,
        locale: stored,
      } = await repository.page(db, tenantId, userId, page, size);
      const locale = localeOf(stored ?? fallbackLocale);
      return {
        content: rows.map((row) => present(row, locale)),
        totalElements,
        totalPages: Math.ceil(totalElements / size),
        page,
        size,
      };
    },

    /** Marks every unread notification of the caller read ('Marcar todas como lidas'). */
    async markAllRead(tenantId: number, userId: number): Promise<void> {
      await repository.markAllRead(db, tenantId, userId);
    },

    /** Marks one of the caller's notifications read (idempotent); another's is not found. */
    async markRead(tenantId: number, userId: number, id: number): Promise<Notification> {
      const { row, locale } = await repository.markRead(db, tenantId, userId, id);
      if (!row) throw notFound('CONTENT_NOT_FOUND', id);
      return present(row, localeOf(locale ?? fallbackLocale));
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
