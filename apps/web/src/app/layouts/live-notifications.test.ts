import type { LiveMessage } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { livePostLink } from './live-notifications.tsx';

const message = (type: LiveMessage['type'], publicationId: number | null): LiveMessage => ({
  id: 'x',
  type,
  message: 'texto',
  eventId: 1,
  publicationId,
});

describe('livePostLink', () => {
  it('opens announcements in their tab and everything else in the feed, at the post', () => {
    expect(livePostLink(message('ANNOUNCEMENT_PUBLISHED', 4))).toBe('/event?tab=anuncios&post=4');
    expect(livePostLink(message('PUBLICATION_APPROVED', 9))).toBe('/event?tab=feed&post=9');
    expect(livePostLink(message('PUBLICATION_AWAITING_ANALYSIS', 2))).toBe('/event?tab=feed&post=2');
  });

  it('offers no link when the message names no post', () => {
    expect(livePostLink(message('PUBLICATION_DENIED', null))).toBeNull();
  });
});
