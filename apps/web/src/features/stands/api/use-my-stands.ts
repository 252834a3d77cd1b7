import { useQuery } from '@tanstack/react-query';
import type { MyStand } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { type Session, useSession } from '../../../lib/session/session-store.ts';
import { standKeys } from './stand-keys.ts';

/** Whose stands to ask for: a confirmed USER or ADMIN (the route refuses guests and unconfirmed accounts). */
export function standsOwner(session: Session): string | null {
  if (session.status !== 'authenticated') return null;
  const { role, confirmed, userId } = session.claims;
  return (role === 'USER' || role === 'ADMIN' || role === 'MODERATOR') && confirmed !== false
    ? String(userId)
    : null;
}

/** `GET /api/exhibitor/mine`: the stands the signed-in user is on, with their role. */
export function useMyStands() {
  const owner = standsOwner(useSession());
  return useQuery({
    queryKey: standKeys.mine(owner ?? ''),
    queryFn: ({ signal }) => apiRequest<MyStand[]>('/exhibitor/mine', { signal }),
    enabled: owner !== null,
    staleTime: 60_000,
    meta: { personal: true },
  });
}
