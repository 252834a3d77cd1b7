import { useMemo } from 'react';
import { useSession } from '../../../lib/session/session-store.ts';

export interface Viewer {
  userId: number | null;
  role: string | null;
  isAdmin: boolean;
  /** Signed in with a role that may post to the feed (anyone but GUEST). */
  canPost: boolean;
  /** The e-mail's code was confirmed: needed to post, like, comment and report. */
  confirmed: boolean;
}

/** Who is looking, from the stored token (the role is read from the token). */
export function useViewer(): Viewer {
  const session = useSession();
  return useMemo(() => {
    if (session.status !== 'authenticated')
      return { userId: null, role: null, isAdmin: false, canPost: false, confirmed: false };
    const userId = Number(session.claims.userId);
    const role = session.claims.role || null;
    return {
      userId: Number.isInteger(userId) ? userId : null,
      role,
      isAdmin: role === 'ADMIN',
      canPost: role !== null && role !== 'GUEST',
      confirmed: session.claims.confirmed === true,
    };
  }, [session]);
}

/** May post, like, comment and report now: a member whose e-mail is confirmed. */
export function actsAsMember(viewer: Viewer): boolean {
  return viewer.canPost && viewer.confirmed;
}

/** What a visitor must do first to act as a member: sign in, or (signed in) confirm the e-mail. */
export function memberStep(viewer: Viewer): 'login' | 'confirm' {
  return viewer.canPost ? 'confirm' : 'login';
}

/** MODERATOR and ADMIN review reports and hide or show posts and comments. */
export function moderates(viewer: Viewer): boolean {
  return viewer.role === 'ADMIN' || viewer.role === 'MODERATOR';
}
