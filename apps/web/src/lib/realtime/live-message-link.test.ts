import type { LiveMessage } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { liveMessageLink } from './live-message-link.ts';

const message = (type: LiveMessage['type'], publicationId: number | null): LiveMessage => ({
  id: 'x',
  type,
  message: 'texto',
  eventId: 1,
  publicationId,
});

describe('liveMessageLink', () => {
  it('opens announcements in their tab and everything else in the feed, at the post', () => {
    expect(liveMessageLink(message('ANNOUNCEMENT_PUBLISHED', 4))).toEqual({
      to: '/event/1?tab=anuncios&post=4',
      label: 'live.viewPost',
    });
    expect(liveMessageLink(message('PUBLICATION_APPROVED', 9))?.to).toBe('/event/1?tab=feed&post=9');
    expect(liveMessageLink(message('PUBLICATION_AWAITING_ANALYSIS', 2))?.to).toBe('/event/1?tab=feed&post=2');
    // A message that names no event: the featured one.
    expect(liveMessageLink({ ...message('ANNOUNCEMENT_PUBLISHED', 4), eventId: null })?.to).toBe(
      '/event?tab=anuncios&post=4',
    );
  });

  it("opens the feed at the post for a like or a comment on the author's post", () => {
    for (const type of ['PUBLICATION_LIKED', 'PUBLICATION_COMMENTED'] as const) {
      expect(liveMessageLink(message(type, 12))).toEqual({
        to: '/event/1?tab=feed&post=12',
        label: 'live.viewPost',
      });
    }
  });

  it('opens Minha agenda of the event for a reminder or a starred session’s change', () => {
    for (const type of [
      'SESSION_STARTING',
      'SESSION_CHANGED',
      'SESSION_CANCELLED',
      'SESSION_RESTORED',
    ] as const) {
      expect(liveMessageLink(message(type, null))).toEqual({
        to: '/event/1?tab=minha-agenda',
        label: 'live.viewMyAgenda',
      });
    }
  });

  it("opens the exhibitor area for a visitor's interest in a stand or property", () => {
    expect(liveMessageLink(message('LEAD_INTEREST', null))).toEqual({
      to: '/area-expositor',
      label: 'live.viewLeads',
    });
  });

  it('offers no link when the message names no post', () => {
    expect(liveMessageLink(message('PUBLICATION_DENIED', null))).toBeNull();
  });

  it("opens the exhibitor area, and says so, for the organizer's decision on a stand's page or property", () => {
    for (const type of ['STAND_REVISION_APPROVED', 'STAND_REVISION_REJECTED'] as const) {
      expect(liveMessageLink(message(type, null))).toEqual({
        to: '/area-expositor',
        label: 'live.openExhibitorArea',
      });
    }
  });
});
