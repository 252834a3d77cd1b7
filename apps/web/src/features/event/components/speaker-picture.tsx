import type { Speaker } from '@vitrine/contract';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { initials } from '../../../lib/format/initials.ts';

export function SpeakerPicture({
  speaker,
  className,
  sizes,
}: {
  speaker: Pick<Speaker, 'name' | 'profilePicture'>;
  className: string;
  sizes: string;
}) {
  return (
    <span className={`grid shrink-0 place-items-center overflow-hidden bg-ink-100 ${className}`}>
      {speaker.profilePicture ? (
        <MediaImage src={speaker.profilePicture} sizes={sizes} className="size-full object-cover" />
      ) : (
        <span aria-hidden="true" className="font-bold text-ink-700">
          {initials(speaker.name)}
        </span>
      )}
    </span>
  );
}
