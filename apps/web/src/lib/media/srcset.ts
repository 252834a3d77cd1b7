/** The widths the media route serves for every stored image (it falls back to the widest below). */
export const mediaWidths = [320, 640, 960, 1440] as const;

const widthSuffix = /-(\d+)\.webp$/;

/** A `srcset` for a media URL ending in `-<w>.webp`; undefined for any other address. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !widthSuffix.test(url)) return undefined;
  return mediaWidths.map((width) => `${url.replace(widthSuffix, `-${width}.webp`)} ${width}w`).join(', ');
}
