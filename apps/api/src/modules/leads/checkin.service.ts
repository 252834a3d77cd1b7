import type { CheckinRequest, CheckinResult, CheckinStats, TokenClaims } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { participationQueries } from '../participation/participation.repository.ts';
import type { Badges } from './badges.ts';
import { checkinRepository } from './checkin.repository.ts';
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
        const name = (await checkinRepository.visitorName(tx, userId))!;
        const earlier = await checkinRepository.checkedInAt(tx, eventId, userId);
        if (earlier) return { name, status: 'ALREADY' as const, at: earlier, seatTaken: false };

        const status = await queries.status(tenantId, eventId, userId);
        let seatTaken = false;
        if (!status?.participating) {
          if (!(await queries.takeSeat(tenantId, eventId)))
            throw new AppError(409, 'EVENT_CROWDED', [event.title]);
          // Another door let them in (and so joined them) while this one waited for the seat.
          if (await queries.join(eventId, userId)) seatTaken = true;
          else await queries.releaseSeats(eventId, 1);
        }
        const inserted = await checkinRepository.insert(tx, {
          eventId,
          userId,
          tenantId,
          at,
          checkedBy: principal.userId,
        });
        if (inserted) {
          await tx.record('checkin.created', tenantId, {
            eventId,
            userId,
            name,
            at: inserted.toISOString(),
            walkIn: seatTaken,
          });
          return { name, status: 'CHECKED_IN' as const, at: inserted, seatTaken };
        }
        const other = await checkinRepository.checkedInAt(tx, eventId, userId);
        // A seat taken changes the participant count the event pages show.
        if (seatTaken) tx.after.invalidate(tenantId);
        return { name, status: 'ALREADY' as const, at: other!, seatTaken };
      });
      return { ...result, at: result.at.toISOString() };
    },

    async stats(tenantId: number, eventId: number): Promise<CheckinStats> {
      const event = await checkinRepository.event(db, tenantId, eventId);
      if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
      const { byHour, present } = await checkinRepository.counts(db, eventId, event.timeZone);
      return {
        participants: event.participants,
        present,
        capacity: event.capacity,
        byHour,
      };
    },
  };
}
export type CheckinService = ReturnType<typeof createCheckinService>;
