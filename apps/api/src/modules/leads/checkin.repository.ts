import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkins, events, users } from '../../db/schema.ts';

/** The SQL of the door check-in; a check-in is scoped by its event, the event by its tenant. */
export const checkinRepository = {
  async visitorName(tx: Db, userId: number): Promise<string | null> {
    const [visitor] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return visitor?.name ?? null;
  },

  /** When the visitor was checked in to the event, or null. */
  async checkedInAt(tx: Db, eventId: number, userId: number): Promise<Date | null> {
    const [row] = await tx
      .select({ at: checkins.at })
      .from(checkins)
      .where(and(eq(checkins.eventId, eventId), eq(checkins.userId, userId)));
    return row?.at ?? null;
  },

  /** The check-in's time as stored; null when the visitor was already checked in. */
  async insert(
    tx: Db,
    values: { tenantId: number; eventId: number; userId: number; at: Date; checkedBy: number },
  ): Promise<Date | null> {
    const [inserted] = await tx
      .insert(checkins)
      .values(values)
      .onConflictDoNothing()
      .returning({ at: checkins.at });
    return inserted?.at ?? null;
  },

  /** The event's head count and clock, or null when the tenant has no such event. */
  async event(db: Db, tenantId: number, eventId: number) {
    const [event] = await db
      .select({
        participants: events.participantCount,
        capacity: events.capacity,
        timeZone: events.timeZone,
      })
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
    return event ?? null;
  },

  /** Check-ins of the event per local hour of `timeZone` (`yyyy-MM-ddTHH:00`), and in all. */
  async counts(db: Db, eventId: number, timeZone: string) {
    const hour = sql<string>`to_char(date_trunc('hour', ${checkins.at} at time zone ${timeZone}), 'YYYY-MM-DD"T"HH24:00')`;
    const [byHour, [present]] = await Promise.all([
      db
        .select({ hour, count: sql<number>`count(*)::int` })
        .from(checkins)
        .where(eq(checkins.eventId, eventId))
        // By position: the zone is a parameter, and a second copy of it would not match the first.
        .groupBy(sql`1`)
        .orderBy(sql`1`),
      db.select({ value: count() }).from(checkins).where(eq(checkins.eventId, eventId)),
    ]);
    return { byHour, present: present?.value ?? 0 };
  },
};
