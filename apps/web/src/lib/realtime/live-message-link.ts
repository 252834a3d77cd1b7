import { type LiveMessage, pagePaths } from '@vitrine/contract';

const sessionTypes = new Set<LiveMessage['type']>([
  'SESSION_STARTING',
  'SESSION_CHANGED',
  'SESSION_CANCELLED',
  'SESSION_RESTORED',
]);

/**
 * Where a message leads: a starred session's reminder or change to Minha agenda; a post to
 * announcements or the feed. The same for a live toast and a stored notification in the inbox.
 */
export function liveMessageLink(
  message: Pick<LiveMessage, 'type' | 'eventId' | 'publicationId'>,
): { to: string; label: 'live.viewMyAgenda' | 'live.viewPost' } | null {
  if (sessionTypes.has(message.type) && message.eventId !== null) {
    return { to: pagePaths.myAgenda(message.eventId), label: 'live.viewMyAgenda' };
  }
  if (message.publicationId === null) return null;
  const tab = message.type === 'ANNOUNCEMENT_PUBLISHED' ? 'anuncios' : 'feed';
  return { to: `/event?tab=${tab}&post=${message.publicationId}`, label: 'live.viewPost' };
}
