import { coverSources } from '@vitrine/contract';

/**
 * A header's cover: the phone cover at ≤ 480 px when there is one, with the sources and sizes
 * the server's HTML preloads (contract `coverSources`), so the browser reuses that response.
 */
export function CoverPicture({
  cover,
  alt,
  keepLeft = false,
}: {
  cover: { coverPhoto: string | null; coverPhotoMobile: string | null };
  alt: string;
  /**
   * Banners put their title on the left: where a narrower frame crops the sides (a phone without
   * a phone cover), crop the right instead of the title's start. Not for the event's cover, which
   * the server's boot screen shows centred first.
   */
  keepLeft?: boolean;
}) {
  const sources = coverSources(cover);
  const img = sources.at(-1);
  if (!img) return null;
  return (
    <picture>
      {sources.slice(0, -1).map((source) => (
        <source
          key={source.src}
          media={source.media}
          srcSet={source.srcSet ?? source.src}
          sizes={source.sizes}
        />
      ))}
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes={img.srcSet ? img.sizes : undefined}
        alt={alt}
        fetchPriority="high"
        className={`size-full object-cover ${keepLeft ? 'object-left' : ''}`}
      />
    </picture>
  );
}
