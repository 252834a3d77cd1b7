import type { Session } from '../../../lib/session/session-store.ts';

/**
 * Whose stars these are: a confirmed USER's or ADMIN's live on the account (the API refuses
 * guests and unconfirmed accounts), anyone else's in this browser.
 */
export type StarOwner = { kind: 'account'; userId: string } | { kind: 'browser' };

export function starOwner(session: Session): StarOwner {
  if (session.status !== 'authenticated') return { kind: 'browser' };
  const { role, confirmed, userId } = session.claims;
  if ((role === 'USER' || role === 'ADMIN' || role === 'MODERATOR') && confirmed !== false) {
    return { kind: 'account', userId: String(userId) };
  }
  return { kind: 'browser' };
}

export const ownerKey = (owner: StarOwner) => (owner.kind === 'account' ? owner.userId : 'browser');
