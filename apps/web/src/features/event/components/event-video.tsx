import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayIcon } from '../../../components/ui/icons.tsx';
import { type VideoEmbed, videoEmbed } from '../../../lib/media/video-embed.ts';

/** The player's address asked to start at once: the visitor has just pressed play. */
function autoplaySrc(embed: Extract<VideoEmbed, { kind: 'iframe' }>): string {
  const url = new URL(embed.src);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * The first video address, in a privacy-friendly player or a plain <video>. A YouTube or Vimeo
 * player is a facade until pressed: its iframe costs the page's first load ~1 MB of third-party
 * script and main-thread time (Lighthouse "third-party facades"), and sets nothing before play.
 */
export function EventVideo({ address, title }: { address: string | undefined; title: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbed(address);
  if (!embed) return null;
  const name = t('event.details.videoTitle', { title });
  return (
    <section aria-label={name} className="overflow-hidden rounded-3xl bg-ink-950 shadow-card">
      {embed.kind === 'iframe' ? (
        playing ? (
          <iframe
            // Focus follows the press into the player, so the keyboard can drive it.
            ref={(frame) => frame?.focus()}
            src={autoplaySrc(embed)}
            title={name}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="aspect-video w-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group relative flex aspect-video w-full flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_50%_40%,var(--color-ink-700),var(--color-ink-950)_70%)] px-6 text-center text-white focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-gold-300"
          >
            <span className="grid size-16 place-items-center rounded-full bg-gold-300 text-ink-950 shadow-lift transition-transform group-hover:scale-105 sm:size-20">
              <PlayIcon className="size-8 translate-x-0.5 sm:size-10" />
            </span>
            <span className="max-w-md text-base font-semibold sm:text-lg">
              {t('event.details.playVideo', { title })}
            </span>
          </button>
        )
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: producers upload promotional clips without captions.
        <video
          src={embed.src}
          controls
          preload="metadata"
          aria-label={name}
          className="aspect-video w-full"
        />
      )}
    </section>
  );
}
