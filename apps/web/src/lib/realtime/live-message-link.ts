import { type LiveMessage, pagePaths } from '@vitrine/contract';

const sessionTypes = new Set<LiveMessage['type']>([
  'SESSION_STARTING',
  'SESSION_CHANGED',
  'SESSION_CANCELLED',
  'SESSION_RESTORED',
]);

/** The exhibitor area (`features/stands`), where a stand's team reads its contacts. */
const exhibitorAreaPath = '/area-expositor';

export type LiveMessageLabel =
  | 'live.viewMyAgenda'
  | 'live.viewPost'
  | 'live.viewLeads'
  | 'live.openExhibitorArea';

/**
 * Where a message leads: a starred session's reminder or change to Minha agenda; a post to
 * announcements or the feed (a like or a comment on the author's post too: the feed tab, at the
 * post); a visitor's interest to the stand team's exhibitor area; the
 * organizer's decision on a stand's page or property change to that area too, and labelled so
 * (the message carries no exhibitor id, so not to the public stand page). The same for a live
 * toast and a stored notification.
 */
export function liveMessageLink(
  message: Pick<LiveMessage, 'type' | 'eventId' | 'publicationId'>,
): { to: string; label: LiveMessageLabel } | null {
  if (message.type === 'LEAD_INTEREST') return { to: exhibitorAreaPath, label: 'live.viewLeads' };
  if (message.type === 'STAND_REVISION_APPROVED' || message.type === 'STAND_REVISION_REJECTED') {
    return { to: exhibitorAreaPath, label: 'live.openExhibitorArea' };
  }
  if (sessionTypes.has(message.type) && message.eventId !== null) {
    return { to: pagePaths.myAgenda(message.eventId), label: 'live.viewMyAgenda' };
  }
  if (message.publicationId === null) return null;
  const tab = message.type === 'ANNOUNCEMENT_PUBLISHED' ? 'anuncios' : 'feed';
  // The post's own event (a tenant runs several), or the featured one when the message names none.
  const page = message.eventId !== null ? pagePaths.event(message.eventId) : '/event';
  return { to: `${page}?tab=${tab}&post=${message.publicationId}`, label: 'live.viewPost' };
}
