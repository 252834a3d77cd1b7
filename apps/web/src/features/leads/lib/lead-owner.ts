import type { Session } from '../../../lib/session/session-store.ts';

/**
 * Who may hold a badge and share their contact: a confirmed USER or ADMIN (the API answers a
 * guest 403 and an anonymous visitor 401). 'sign-in' asks for an account, 'confirm' for the
 * e-mail code.
 */
export type LeadAccess = { kind: 'member'; owner: string } | { kind: 'sign-in' } | { kind: 'confirm' };

export function leadAccessOf(session: Session): LeadAccess {
  if (session.status !== 'authenticated') return { kind: 'sign-in' };
  const { role, confirmed, userId } = session.claims;
  if (role !== 'USER' && role !== 'ADMIN') return { kind: 'sign-in' };
  if (confirmed === false) return { kind: 'confirm' };
  return { kind: 'member', owner: String(userId) };
}
