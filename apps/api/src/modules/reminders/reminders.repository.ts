import { defaultPushPreferences } from '@vitrine/contract';
import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agendaItems,
  events,
  favorites,
  participations,
  publications,
  pushPreferences,
  sessionReminders,
  users,
} from '../../db/schema.ts';

/** A starred session with what a reminder needs to know: when it starts, and the user's choice. */
export interface StarredSession {
  userId: number;
  itemId: number;
  date: string;
  timeStart: string;
  sequence: number;
  timeZone: string;
  remind: boolean;
  minutesBefore: number;
}

const remind = sql<boolean>`coalesce(${pushPreferences.sessionReminders}, ${defaultPushPreferences.sessionReminders})`;
const minutesBefore = sql<number>`coalesce(${pushPreferences.minutesBefore}, ${defaultPushPreferences.minutesBefore})`;

/** Reads and writes for reminders and session notices, each in the caller's transaction. */
export const remindersRepository = {
  /**
   * Starred, not cancelled sessions of these users and/or items, from yesterday on (a session's
   * wall-clock day may be yesterday in UTC); only confirmed accounts are reminded.
   */
  starred(t: Db, filter: { userIds?: number[]; itemIds?: number[] }): Promise<StarredSession[]> {
    return t
      .select({
        userId: favorites.userId,
        itemId: agendaItems.id,
        date: agendaItems.date,
        timeStart: agendaItems.timeStart,
        sequence: agendaItems.sequence,
        timeZone: events.timeZone,
        remind,
        minutesBefore,
      })
      .from(favorites)
      .innerJoin(agendaItems, and(eq(favorites.kind, 'agenda'), eq(agendaItems.id, favorites.itemId)))
      .innerJoin(events, eq(events.id, agendaItems.eventId))
      .innerJoin(users, and(eq(users.id, favorites.userId), eq(users.confirmed, true)))
      .leftJoin(pushPreferences, eq(pushPreferences.userId, favorites.userId))
      .where(
        and(
          isNull(agendaItems.cancelledAt),
          gte(agendaItems.date, sql`current_date - 1`),
          filter.userIds ? inArray(favorites.userId, filter.userIds) : undefined,
          filter.itemIds ? inArray(agendaItems.id, filter.itemIds) : undefined,
        ),
      );
  },

  /** Sessions with their event's title and time zone. */
  sessions(t: Db, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return t
      .select({
        id: agendaItems.id,
        tenantId: agendaItems.tenantId,
        eventId: agendaItems.eventId,
        theme: agendaItems.theme,
        date: agendaItems.date,
        timeStart: agendaItems.timeStart,
        stage: agendaItems.stage,
        sequence: agendaItems.sequence,
        cancelledAt: agendaItems.cancelledAt,
        event: events.title,
        timeZone: events.timeZone,
      })
      .from(agendaItems)
      .innerJoin(events, eq(events.id, agendaItems.eventId))
      .where(inArray(agendaItems.id, ids));
  },

  /** Who starred the session (confirmed accounts). */
  async starrers(t: Db, itemId: number): Promise<number[]> {
    const rows = await t
      .select({ userId: favorites.userId })
      .from(favorites)
      .innerJoin(users, and(eq(users.id, favorites.userId), eq(users.confirmed, true)))
      .where(and(eq(favorites.kind, 'agenda'), eq(favorites.itemId, itemId)));
    return rows.map((row) => row.userId);
  },

  /** The reminders already sent to these users and/or of these sessions, as `user:item:startISO`. */
  async sent(t: Db, filter: { userIds?: number[]; itemIds?: number[] }): Promise<Set<string>> {
    const rows = await t
      .select()
      .from(sessionReminders)
      .where(
        and(
          filter.userIds ? inArray(sessionReminders.userId, filter.userIds) : undefined,
          filter.itemIds ? inArray(sessionReminders.agendaItemId, filter.itemIds) : undefined,
          gte(sessionReminders.startsAt, sql`now()`),
        ),
      );
    return new Set(rows.map((row) => `${row.userId}:${row.agendaItemId}:${row.startsAt.toISOString()}`));
  },

  /**
   * Records reminders as sent, for the (user, session, start) triples not recorded yet, and
   * returns those: the rest were sent by an earlier job.
   */
  async markSent(t: Db, rows: { userId: number; agendaItemId: number; startsAt: Date }[]) {
    if (rows.length === 0) return [];
    return t.insert(sessionReminders).values(rows).onConflictDoNothing().returning({
      userId: sessionReminders.userId,
      agendaItemId: sessionReminders.agendaItemId,
      startsAt: sessionReminders.startsAt,
    });
  },

  /** An announcement with its event, if it is still a published announcement. */
  async announcement(t: Db, publicationId: number) {
    const [row] = await t
      .select({
        id: publications.id,
        tenantId: publications.tenantId,
        eventId: publications.eventId,
        description: publications.description,
        event: events.title,
      })
      .from(publications)
      .innerJoin(events, eq(events.id, publications.eventId))
      .where(
        and(
          eq(publications.id, publicationId),
          eq(publications.type, 'ANNOUNCEMENT'),
          eq(publications.status, 'APPROVED'),
        ),
      );
    return row;
  },

  /**
   * Who asked for announcements of this event: confirmed accounts that opted in and take part
   * in it (a participation, or anything of it starred).
   */
  async announcementAudience(t: Db, tenantId: number, eventId: number): Promise<number[]> {
    const rows = await t
      .select({ userId: users.id })
      .from(users)
      .innerJoin(pushPreferences, eq(pushPreferences.userId, users.id))
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.confirmed, true),
          eq(pushPreferences.announcements, true),
          or(
            sql`exists (select 1 from ${participations} where ${participations.userId} = ${users.id} and ${participations.eventId} = ${eventId})`,
            sql`exists (select 1 from ${favorites} where ${favorites.userId} = ${users.id} and ${favorites.eventId} = ${eventId})`,
          ),
        ),
      );
    return rows.map((row) => row.userId);
  },
};
