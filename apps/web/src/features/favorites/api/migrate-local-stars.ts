import { ApiError } from '../../../lib/api/api-error.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { clearLocalStars, localStarredEvents } from '../lib/local-stars.ts';

/**
 * Moves this browser's stars of every event of the tenant to the signed-in account (one PUT
 * each, idempotent), clearing an event's local list once all its stars are on the account. An
 * item deleted meanwhile (404) is dropped; any other failure keeps the list for the next sign-in.
 */
export async function migrateLocalStars(tenant: string): Promise<number[]> {
  const moved: number[] = [];
  for (const { eventId, stars } of localStarredEvents(tenant)) {
    const puts = Object.entries(stars).flatMap(([kind, ids]) =>
      ids.map((id) =>
        apiRequest<void>(`/favorite/${kind}/${id}`, { method: 'PUT' }).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }),
      ),
    );
    try {
      await Promise.all(puts);
    } catch {
      continue;
    }
    clearLocalStars(tenant, eventId);
    moved.push(eventId);
  }
  return moved;
}
