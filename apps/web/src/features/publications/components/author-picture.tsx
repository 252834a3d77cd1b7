import { MediaImage } from '../../../components/ui/media-image.tsx';
import { initials } from '../../../lib/format/initials.ts';

/** The author's photo, or initials; decorative, since the name is always beside it. */
export function AuthorPicture({
  name,
  image,
  size = 'md',
}: {
  name: string;
  image: string | null;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm';
  if (image) {
    return (
      <MediaImage
        src={image}
        sizes={size === 'sm' ? '32px' : '40px'}
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`grid ${box} shrink-0 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-gold-500 font-bold text-ink-950`}
    >
      {initials(name)}
    </span>
  );
}
