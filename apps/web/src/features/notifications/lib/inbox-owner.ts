import type { Session } from '../../../lib/session/session-store.ts';

/**
 * Whose inbox the bell shows: a confirmed USER's or ADMIN's. Guests and unconfirmed accounts are
 * told nothing that is stored, and the anonymous have no inbox at all.
 */
export function inboxOwner(session: Session): string | null {
  if (session.status !== 'authenticated') return null;
  const { role, confirmed, userId } = session.claims;
  return (role === 'USER' || role === 'ADMIN' || role === 'MODERATOR') && confirmed !== false
    ? String(userId)
    : null;
}
