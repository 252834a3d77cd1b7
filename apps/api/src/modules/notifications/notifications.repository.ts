import type { NotificationArgs, NotificationType } from '@vitrine/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The SQL of stored notifications; every statement is scoped by tenant, and reads by recipient. */
export const notificationsRepository = {
  /** One row per recipient; their ids and recipients, in insert order. */
  async insert(
    tx: Db,
    subject: {
      tenantId: number;
      type: NotificationType;
      args: NotificationArgs;
      eventId: number;
      publicationId: number | null;
    },
    userIds: number[],
  ): Promise<{ id: number; userId: number }[]> {
    return tx
      .insert(notifications)
      .values(
        userIds.map((userId) => ({
          tenantId: subject.tenantId,
          userId,
          type: subject.type,
          args: { ...subject.args },
          eventId: subject.eventId,
          publicationId: subject.publicationId,
        })),
      )
      .returning({ id: notifications.id, userId: notifications.userId });
  },

  /** The ids of every ADMIN and MODERATOR of the tenant. */
  async moderatorIds(db: Db, tenantId: number): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.role, ['ADMIN', 'MODERATOR'])));
    return rows.map((row) => row.id);
  },

  /** The recipient's notifications, unread first, then newest; with their count and the recipient's locale. */
  async page(db: Db, tenantId: number, userId: number, page: number, size: number) {
    const own = and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));
    const [rows, [total], locale] = await Promise.all([
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
      notificationsRepository.localeOf(db, userId),
    ]);
    return { rows, total: total?.value ?? 0, locale };
  },

  /** The stored locale of the user, or null when there is no such user. */
  async localeOf(db: Db, userId: number): Promise<string | null> {
    const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    return user?.locale ?? null;
  },

  async markAllRead(db: Db, tenantId: number, userId: number): Promise<void> {
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

  /** Marks one of the recipient's notifications read (if unread) and reads it back; null when not theirs. */
  async markRead(db: Db, tenantId: number, userId: number, id: number) {
    const own = and(
      eq(notifications.id, id),
      eq(notifications.tenantId, tenantId),
      eq(notifications.userId, userId),
    );
    await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(own, isNull(notifications.readAt)));
    const [[row], locale] = await Promise.all([
      db.select().from(notifications).where(own).orderBy(asc(notifications.id)).limit(1),
      notificationsRepository.localeOf(db, userId),
    ]);
    return { row: row ?? null, locale };
  },
};
