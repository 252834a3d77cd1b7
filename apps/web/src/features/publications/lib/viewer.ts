import { useMemo } from 'react';
import { useSession } from '../../../lib/session/session-store.ts';

export interface Viewer {
  userId: number | null;
  role: string | null;
  isAdmin: boolean;
  /** Signed in with a role that may post to the feed (anyone but GUEST, SPEC §6). */
  canPost: boolean;
}

/** Who is looking, from the stored token (SPEC §6: the role is read from the token). */
export function useViewer(): Viewer {
  const session = useSession();
  return useMemo(() => {
    if (session.status !== 'authenticated')
      return { userId: null, role: null, isAdmin: false, canPost: false };
    const userId = Number(session.claims.userId);
    const role = session.claims.role || null;
    return {
      userId: Number.isInteger(userId) ? userId : null,
      role,
      isAdmin: role === 'ADMIN',
      canPost: role !== null && role !== 'GUEST',
    };
  }, [session]);
}

/** MODERATOR and ADMIN review reports and hide or show posts and comments (issue 15). */
export function moderates(viewer: Viewer): boolean {
  return viewer.role === 'ADMIN' || viewer.role === 'MODERATOR';
}
