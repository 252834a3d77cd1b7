import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import { tokenLifetimeSeconds } from '../../identity/token.service.ts';
import { guestExpiryRepository } from './guest-expiry.repository.ts';

const HOUR = 3_600_000;
/**
 * A guest gets its only token when the account is created (guests cannot log in again), so past
 * the token's lifetime nobody can use the account. The extra hour covers clock differences
 * between the nodes that check tokens and the one that runs this.
 */
export const guestMaxAgeMs = tokenLifetimeSeconds.GUEST * 1000 + HOUR;
/** Any constant shared by every node, other than the startup lock's (db/client.ts). */
const EXPIRY_LOCK_KEY = 7_306_128;
/** Enough for five million guests a run; a bound, not an expectation. */
const MAX_BATCHES = 10_000;

export interface GuestExpiryResult {
  guests: number;
  revokedTokens: number;
  /** Tenants whose participant counts changed (each recorded `guests.expired`). */
  tenantIds: number[];
}

/**
 * Deletes the guest accounts older than `guestMaxAgeMs`, `batchSize` per transaction, with what
 * cascades from them (notifications, codes, participations). Analytics rows and support requests
 * keep their counts: their foreign keys set the user to null. Seats a guest held are given back,
 * counted from the rows the delete itself removed. Also drops revoked-token rows past their expiry,
 * which the signature check refuses anyway.
 *
 * A batch that gave seats back records `guests.expired` for each tenant it touched, so the
 * participant counts' cached reads go (docs/adr/0008-change-seam.md).
 *
 * Several nodes may run it at once: each batch takes a transaction-level advisory lock, and a node
 * that finds it taken leaves the work to the holder. Every delete is idempotent besides.
 */
export async function expireGuests(
  changes: ChangeSeam,
  { now = new Date(), batchSize = 500 }: { now?: Date; batchSize?: number } = {},
): Promise<GuestExpiryResult> {
  const cutoff = new Date(now.getTime() - guestMaxAgeMs);
  const result: GuestExpiryResult = { guests: 0, revokedTokens: 0, tenantIds: [] };
  const tenantIds = new Set<number>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const done = await changes.transaction(async (tx) => {
      if (!(await guestExpiryRepository.tryLock(tx, EXPIRY_LOCK_KEY))) return null;
      const ids = await guestExpiryRepository.guestsBefore(tx, cutoff, batchSize);
      let guests = 0;
      if (ids.length > 0) {
        const left = await guestExpiryRepository.dropParticipations(tx, ids);
        const eventsOf = new Map<number, number[]>();
        for (const [eventId, seats] of tally(left)) {
          const tenantId = await guestExpiryRepository.giveBackSeats(tx, eventId, seats);
          if (tenantId !== null) eventsOf.set(tenantId, [...(eventsOf.get(tenantId) ?? []), eventId]);
        }
        for (const [tenantId, eventIds] of eventsOf) {
          await tx.record('guests.expired', tenantId, { eventIds });
          tenantIds.add(tenantId);
        }
        guests = await guestExpiryRepository.deleteGuests(tx, ids);
      }
      const tokens = await guestExpiryRepository.sweepRevokedTokens(tx, now, batchSize);
      return { guests, tokens, more: ids.length === batchSize || tokens === batchSize };
    });
    if (!done) break;
    result.guests += done.guests;
    result.revokedTokens += done.tokens;
    if (!done.more) break;
  }
  result.tenantIds = [...tenantIds];
  return result;
}

function tally(values: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

export interface GuestExpiryOptions {
  changes: ChangeSeam;
  intervalMs?: number;
}

/** Runs `expireGuests` once the app is ready and then every hour; a run never overlaps another. */
export const guestExpiryPlugin = fp(
  async (app: FastifyInstance, { changes, intervalMs = HOUR }: GuestExpiryOptions) => {
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= expireGuests(changes)
        .then((result) => {
          if (result.guests > 0 || result.revokedTokens > 0) {
            app.log.info(
              { guests: result.guests, revokedTokens: result.revokedTokens },
              'expired guest accounts and revoked tokens deleted',
            );
          }
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'guest expiry failed; next run retries'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(run, intervalMs);
      timer.unref();
      // Not awaited: a large backlog must not hold the start up.
      void run();
    });
    // Before the database closes (onClose), so a run in progress finishes on an open connection.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'guest-expiry' },
);
