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
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterCommitOf } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { localeOf } from '../../lib/locale.ts';
import type { Bus, LiveEnvelope } from '../../realtime/bus.ts';

/** What a notification is about: stored with it, and shown in every language. */
export interface NotificationSubject {
  tenantId: number;
  type: NotificationType;
  args: NotificationArgs;
  eventId: number;
  /** The post it is about; null for sessions. */
  publicationId: number | null;
}

type NotificationRow = typeof notifications.$inferSelect;

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
      const rows = await tx
        .insert(notifications)
        .values(
          unique.map((userId) => ({
            tenantId: subject.tenantId,
            userId,
            type: subject.type,
            args: { ...subject.args },
            eventId: subject.eventId,
            publicationId: subject.publicationId,
          })),
        )
        .returning({ id: notifications.id, userId: notifications.userId });
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
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.role, ['ADMIN', 'MODERATOR'])));
      return rows.map((row) => row.id);
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
      const own = and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));
      const [rows, [total], [user]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(own)
          .orderBy(
            desc(sql`${notifications.readAt} is null`),
            desc(notifications.createdAt),
            desc(notifications.id),
          )
          .limit(size)
          .offset(page * size),
        db.select({ value: count() }).from(notifications).where(own),
        db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)),
      ]);
      const locale = localeOf(user?.locale ?? fallbackLocale);
      const totalElements = total?.value ?? 0;
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
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.tenantId, tenantId),
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
          ),
        );
    },

    /** Marks one of the caller's notifications read (idempotent); another's is not found. */
    async markRead(tenantId: number, userId: number, id: number): Promise<Notification> {
      const own = and(
        eq(notifications.id, id),
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
      );
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(own, isNull(notifications.readAt)));
      const [[row], [user]] = await Promise.all([
        db.select().from(notifications).where(own).orderBy(asc(notifications.id)).limit(1),
        db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)),
      ]);
      if (!row) throw notFound('CONTENT_NOT_FOUND', id);
      return present(row, localeOf(user?.locale ?? fallbackLocale));
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
