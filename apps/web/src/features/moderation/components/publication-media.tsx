import { MediaImage } from '../../../components/ui/media-image.tsx';

const isVideo = (url: string) => /\.(mp4|webm|ogg)(\?.*)?$/i.test(url);

/** Small previews of a post's media for the table row (videos as a muted first frame). */
export function MediaThumbs({
  urls,
  label,
  altOf,
}: {
  urls: readonly string[];
  label: string;
  altOf: (index: number) => string;
}) {
  if (urls.length === 0) return <span className="text-ink-400">--</span>;
  return (
    <ul aria-label={label} className="flex gap-1.5">
      {urls.map((url, index) => (
        <li key={url}>
          {isVideo(url) ? (
            <video
              src={url}
              muted
              preload="metadata"
              aria-label={altOf(index)}
              className="size-10 rounded-lg bg-ink-100 object-cover"
            />
          ) : (
            <MediaImage
              src={url}
              sizes="40px"
              alt={altOf(index)}
              className="size-10 rounded-lg bg-ink-100 object-cover"
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A post's media at reading size in the moderation modal. */
export function MediaGallery({ urls, altOf }: { urls: readonly string[]; altOf: (index: number) => string }) {
  if (urls.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {urls.map((url, index) => (
        <li key={url} className={urls.length === 1 ? 'sm:col-span-2' : ''}>
          {isVideo(url) ? (
            // biome-ignore lint/a11y/useMediaCaption: posts carry no captions to show
            <video src={url} controls preload="metadata" className="max-h-80 w-full rounded-xl bg-ink-950" />
          ) : (
            <MediaImage
              src={url}
              sizes="(max-width: 640px) 90vw, 320px"
              alt={altOf(index)}
              className="max-h-80 w-full rounded-xl bg-ink-50 object-contain"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
