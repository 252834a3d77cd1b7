import { defaultPushPreferences, type PushPreferences, pushLimits } from '@vitrine/contract';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushPreferences, pushSubscriptions, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  tenantId: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

export function createPushRepository(db: Db) {
  return {
    /**
     * Stores the browser's subscription, or renews it: an endpoint belongs to one browser, so one
     * already known (another account signed in there before) moves to this user. Past the limit,
     * the user's least recently subscribed ones go.
     */
    async upsert(subscription: NewPushSubscription): Promise<void> {
      await transaction(db, async (t) => {
        await t
          .insert(pushSubscriptions)
          .values(subscription)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              tenantId: subscription.tenantId,
              userId: subscription.userId,
              p256dh: subscription.p256dh,
              auth: subscription.auth,
              userAgent: subscription.userAgent,
              createdAt: sql`now()`,
              failures: 0,
            },
          });
        const kept = t
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, subscription.userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(pushLimits.subscriptionsPerUser);
        await t
          .delete(pushSubscriptions)
          .where(
            and(eq(pushSubscriptions.userId, subscription.userId), notInArray(pushSubscriptions.id, kept)),
          );
      });
    },

    /** Removes one of the user's subscriptions; someone else's endpoint is left alone. */
    async remove(tenantId: number, userId: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.tenantId, tenantId),
            eq(pushSubscriptions.userId, userId),
            eq(pushSubscriptions.endpoint, endpoint),
          ),
        );
    },

    /** The push service said the subscription is gone (404/410). */
    async removeGone(id: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** The subscriptions of these users, in one query. */
    async ofUsers(userIds: number[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return [];
      return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
    },

    async byIds(ids: number[]): Promise<PushSubscriptionRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },

    /** Push services took a message for these subscriptions. */
    async delivered(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: sql`now()`, failures: 0 })
        .where(inArray(pushSubscriptions.id, ids));
    },

    /** Push services failed or refused a message for these (an id twice counts once). */
    async failed(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(inArray(pushSubscriptions.id, ids));
    },

    async preferences(userId: number): Promise<PushPreferences> {
      const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
      return row ? presentPreferences(row) : { ...defaultPushPreferences };
    },

    async savePreferences(t: Db, userId: number, preferences: PushPreferences): Promise<PushPreferences> {
      const [row] = await t
        .insert(pushPreferences)
        .values({ userId, ...preferences, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: pushPreferences.userId,
          set: { ...preferences, updatedAt: sql`now()` },
        })
        .returning();
      return presentPreferences(row!);
    },

    /**
     * Of `userIds`, those with at least one subscription whose preferences (or the defaults, for
     * who never chose) want `kind` pushed.
     */
    async wanting(
      userIds: number[],
      kind: 'sessionReminders' | 'announcements' | 'myPosts',
      database: Db = db,
    ): Promise<number[]> {
      if (userIds.length === 0) return [];
      const column = pushPreferences[kind];
      const rows = await database
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .leftJoin(pushPreferences, eq(pushPreferences.userId, pushSubscriptions.userId))
        .where(
          and(
            inArray(pushSubscriptions.userId, userIds),
            sql`coalesce(${column}, ${defaultPushPreferences[kind]})`,
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** Each user's language, in one query. */
    async locales(userIds: number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, locale: users.locale })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.id, row.locale]));
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;

function presentPreferences(row: typeof pushPreferences.$inferSelect): PushPreferences {
  return {
    sessionReminders: row.sessionReminders,
    minutesBefore: row.minutesBefore,
    announcements: row.announcements,
    myPosts: row.myPosts,
  };
}
