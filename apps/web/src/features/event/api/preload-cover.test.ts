import { coverSizes, type Event, mobileCoverSizes } from '@vitrine/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadEventCover } from './preload-cover.ts';

const event = (id: number, coverPhoto: string | null, coverPhotoMobile: string | null = null) =>
  ({ id, coverPhoto, coverPhotoMobile }) as Event;
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    href: link.getAttribute('href'),
    media: link.getAttribute('media'),
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('preloadEventCover', () => {
  it("asks for the cover the header will pick, on the event's own page only", () => {
    preloadEventCover(event(1, '/api/media/a-960.webp'), '/home');
    preloadEventCover(event(1, '/api/media/a-960.webp'), '/event/2');
    expect(preloads()).toEqual([]);

    preloadEventCover(event(1, '/api/media/a-960.webp'), '/event');
    expect(preloads()).toEqual([
      {
        srcset: expect.stringContaining('/api/media/a-320.webp 320w'),
        sizes: coverSizes,
        href: null,
        media: null,
        priority: 'high',
      },
    ]);
    // Once per cover, however often the event is fetched again.
    preloadEventCover(event(1, '/api/media/a-960.webp'), '/event/1');
    expect(preloads()).toHaveLength(1);
  });

  it('splits by the mobile breakpoint when there is a mobile cover, and takes any address', () => {
    preloadEventCover(event(3, 'https://cdn.example/cover.jpg', '/api/media/m-640.webp'), '/event/3');
    expect(preloads()).toEqual([
      {
        srcset: expect.stringContaining('/api/media/m-1440.webp 1440w'),
        sizes: mobileCoverSizes,
        href: null,
        media: '(max-width: 480px)',
        priority: 'high',
      },
      {
        srcset: null,
        sizes: null,
        href: 'https://cdn.example/cover.jpg',
        media: '(min-width: 481px)',
        priority: 'high',
      },
    ]);
    preloadEventCover(event(4, null), '/event/4');
    expect(preloads()).toHaveLength(2);
  });
});
