import { coverSources } from '@vitrine/contract';

/**
 * A header's cover: the phone cover at ≤ 480 px when there is one, with the sources and sizes
 * the server's HTML preloads (contract `coverSources`), so the browser reuses that response.
 */
export function CoverPicture({
  cover,
  alt,
}: {
  cover: { coverPhoto: string | null; coverPhotoMobile: string | null };
  alt: string;
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
        className="size-full object-cover"
      />
    </picture>
  );
}
