import { type Event, limits } from '@vitrine/contract';
import { mediaSrcSet } from '../../../lib/media/srcset.ts';

/** The cover's `sizes` in EventHeader: a preload must ask for the candidate the page will pick. */
export const coverSizes = '(max-width: 1280px) 100vw, 1280px';
export const mobileCoverSizes = '100vw';

const preloaded = new Set<string>();

function preload(src: string, sizes: string, media?: string) {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  const srcSet = mediaSrcSet(src);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  } else {
    link.setAttribute('href', src);
  }
  if (media) link.setAttribute('media', media);
  document.head.append(link);
}

/**
 * The event page's largest paint is its cover. Asked for as soon as the event's data arrives
 * (before React renders the header), on the event's own page only: saves the render's time on a
 * phone's first visit (Lighthouse "LCP request discovery"). Same sources, sizes and media as
 * EventHeader's <picture>, so the browser reuses the response.
 */
export function preloadEventCover(event: Event, pathname = window.location.pathname): void {
  const page = /^\/event(?:\/(\d+))?\/?$/.exec(pathname);
  if (!page || (page[1] !== undefined && Number(page[1]) !== event.id)) return;
  if (!event.coverPhoto || preloaded.has(event.coverPhoto)) return;
  preloaded.add(event.coverPhoto);
  const mobile = `(max-width: ${limits.mobileBreakpointPx}px)`;
  if (event.coverPhotoMobile) {
    preload(event.coverPhotoMobile, mobileCoverSizes, mobile);
    preload(event.coverPhoto, coverSizes, `(min-width: ${limits.mobileBreakpointPx + 1}px)`);
  } else {
    preload(event.coverPhoto, coverSizes);
  }
}
