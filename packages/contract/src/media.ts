// Stored media and how pages ask for it: one definition for the media service (the widths it
// stores), the server's HTML (the cover's preload) and the web app (srcset, the header's <picture>).
// No zod here: the web app's first chunks import this file.
import { limits } from './limits.ts';

/** What a stored media file is: the API's uploads and the database's `media_kind`. */
export const mediaKinds = ['IMAGE', 'VIDEO'] as const;

/** Widths an image is stored at (`<key>-<w>.webp`); the media route serves the widest not above a request. */
export const mediaWidths = [320, 640, 960, 1440] as const;

const widthSuffix = /-(\d+)\.webp$/;

/** A `srcset` for a media URL ending in `-<w>.webp`; undefined for any other address. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !widthSuffix.test(url)) return undefined;
  return mediaWidths.map((width) => `${url.replace(widthSuffix, `-${width}.webp`)} ${width}w`).join(', ');
}

/** One candidate set of a cover: a <source> (with `media`) or the <img> (without). */
export interface CoverSource {
  src: string;
  srcSet: string | undefined;
  sizes: string;
  media: string | undefined;
}

/** The cover's `sizes` in the event header (full width up to the 1280 px page). */
export const coverSizes = '(max-width: 1280px) 100vw, 1280px';
export const mobileCoverSizes = '100vw';

/**
 * An event's or exhibitor's cover as the header's <picture> asks for it, and as a preload must
 * ask for it so the browser picks the same candidate: the phone cover at ≤ 480 px when there is
 * one, else the cover. Empty without a cover.
 */
export function coverSources(cover: {
  coverPhoto: string | null;
  coverPhotoMobile: string | null;
}): CoverSource[] {
  if (!cover.coverPhoto) return [];
  const desktop = { src: cover.coverPhoto, srcSet: mediaSrcSet(cover.coverPhoto), sizes: coverSizes };
  if (!cover.coverPhotoMobile) return [{ ...desktop, media: undefined }];
  return [
    {
      src: cover.coverPhotoMobile,
      srcSet: mediaSrcSet(cover.coverPhotoMobile),
      sizes: mobileCoverSizes,
      media: `(max-width: ${limits.mobileBreakpointPx}px)`,
    },
    { ...desktop, media: `(min-width: ${limits.mobileBreakpointPx + 1}px)` },
  ];
}
