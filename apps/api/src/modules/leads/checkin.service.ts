import type { CheckinRequest, CheckinResult, CheckinStats, TokenClaims } from '@vitrine/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { checkins, events, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { participationQueries } from '../participation/participation.repository.ts';
import type { Badges } from './badges.ts';
import { scanTime } from './scan-time.ts';

/**
 * Check-in at the door: the producer scans the visitor's badge. A participant comes in;
 * a visitor who did not participate takes a free seat in the same transaction, by the same
 * conditional update as 'Participar', so doors working in parallel never let in more than the
 * seats left.
 */
export function createCheckinService({
  db,
  badges,
  changes,
}: {
  db: Db;
  badges: Badges;
  changes: ChangeSeam;
}) {
  return {
    async checkIn(
      tenantId: number,
      eventId: number,
      principal: TokenClaims,
      body: CheckinRequest,
    ): Promise<CheckinResult> {
      const at = scanTime(body.at, 'body.at');
      const input = badges.read(tenantId, body.badge);
      const userId = input ? await badges.holder(tenantId, input.code) : null;
      const result = await changes.transaction(async (tx) => {
        const queries = participationQueries(tx);
        const event = await queries.event(tenantId, eventId);
        if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
        if (userId === null) throw notFound('BADGE_INVALID');
        const [visitor] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
        const name = visitor!.name;
        const [earlier] = await tx
          .select({ at: checkins.at })
          .from(checkins)
          .where(and(eq(checkins.eventId, eventId), eq(checkins.userId, userId)));
        if (earlier) return { name, status: 'ALREADY' as const, at: earlier.at, seatTaken: false };

        const status = await queries.status(tenantId, eventId, userId);
        let seatTaken = false;
        if (!status?.participating) {
          if (!(await queries.takeSeat(tenantId, eventId)))
            throw new AppError(409, 'EVENT_CROWDED', [event.title]);
          // Another door let them in (and so joined them) while this one waited for the seat.
          if (await queries.join(eventId, userId)) seatTaken = true;
          else await queries.releaseSeats(eventId, 1);
        }
        const [inserted] = await tx
          .insert(checkins)
          .values({ eventId, userId, tenantId, at, checkedBy: principal.userId })
          .onConflictDoNothing()
          .returning({ at: checkins.at });
        if (inserted) {
          await tx.record('checkin.created', tenantId, {
            eventId,
            userId,
            name,
            at: inserted.at.toISOString(),
            walkIn: seatTaken,
          });
          return { name, status: 'CHECKED_IN' as const, at: inserted.at, seatTaken };
        }
        const [other] = await tx
          .select({ at: checkins.at })
          .from(checkins)
          .where(and(eq(checkins.eventId, eventId), eq(checkins.userId, userId)));
        // A seat taken changes the participant count the event pages show.
        if (seatTaken) tx.after.invalidate(tenantId);
        return { name, status: 'ALREADY' as const, at: other!.at, seatTaken };
      });
      return { ...result, at: result.at.toISOString() };
    },

    async stats(tenantId: number, eventId: number): Promise<CheckinStats> {
      const [event] = await db
        .select({
          participants: events.participantCount,
          capacity: events.capacity,
          timeZone: events.timeZone,
        })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
      if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
      const hour = sql<string>`to_char(date_trunc('hour', ${checkins.at} at time zone ${event.timeZone}), 'YYYY-MM-DD"T"HH24:00')`;
      const [rows, [present]] = await Promise.all([
        db
          .select({ hour, count: sql<number>`count(*)::int` })
          .from(checkins)
          .where(eq(checkins.eventId, eventId))
          // By position: the zone is a parameter, and a second copy of it would not match the first.
          .groupBy(sql`1`)
          .orderBy(sql`1`),
        db.select({ value: count() }).from(checkins).where(eq(checkins.eventId, eventId)),
      ]);
      return {
        participants: event.participants,
        present: present?.value ?? 0,
        capacity: event.capacity,
        byHour: rows,
      };
    },
  };
}
export type CheckinService = ReturnType<typeof createCheckinService>;
