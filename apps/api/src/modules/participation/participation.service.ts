import type { Participation } from '@vitrine/contract';
import type { ChangeSeam, Tx } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { participationQueries } from './participation.repository.ts';

export function createParticipationService(db: Db, changes: ChangeSeam) {
  const tell = (tx: Tx, tenantId: number, eventId: number, userId: number, joined: boolean) =>
    tx.record(joined ? 'participation.created' : 'participation.cancelled', tenantId, { eventId, userId });
  return {
    /** Whether the caller participates, with the event's counts: the button's state after a reload. */
    async status(tenantId: number, eventId: number, userId: number): Promise<Participation> {
      const row = await participationQueries(db).status(tenantId, eventId, userId);
      if (!row) throw notFound('EVENT_NOT_FOUND', eventId);
      return {
        participating: Boolean(row.participating),
        participants: row.participants,
        capacity: row.capacity,
      };
    },

    /**
     * Participates when the caller is not in the event, unparticipates when they are (the original
     * client uses one call for both). One transaction; the capacity check is the conditional update itself.
     */
    async toggle(tenantId: number, eventId: number, userId: number): Promise<Participation> {
      return changes.transaction(async (tx) => {
        const queries = participationQueries(tx);
        const event = await queries.event(tenantId, eventId);
        if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
        if (await queries.leave(eventId, userId)) {
          await tell(tx, tenantId, eventId, userId, false);
          return { participating: false, ...(await queries.releaseSeats(eventId, 1)) };
        }
        const seat = await queries.takeSeat(tenantId, eventId);
        if (!seat) throw new AppError(409, 'EVENT_CROWDED', [event.title]);
        if (await queries.join(eventId, userId)) {
          await tell(tx, tenantId, eventId, userId, true);
          return { participating: true, ...seat };
        }
        // A double click: the other request joined while this one waited, so this one leaves,
        // giving back its own seat and the other's.
        await queries.leave(eventId, userId);
        // The count changed under the other request's change: the event pages show it.
        tx.after.invalidate(tenantId);
        return { participating: false, ...(await queries.releaseSeats(eventId, 2)) };
      });
    },
  };
}
export type ParticipationService = ReturnType<typeof createParticipationService>;
