import { useTranslation } from 'react-i18next';
import { videoEmbed } from '../../../lib/media/video-embed.ts';

/** The first video address, in a privacy-friendly player or a plain <video>. */
export function EventVideo({ address, title }: { address: string | undefined; title: string }) {
  const { t } = useTranslation();
  const embed = videoEmbed(address);
  if (!embed) return null;
  const name = t('event.details.videoTitle', { title });
  return (
    <section aria-label={name} className="overflow-hidden rounded-3xl bg-ink-950 shadow-card">
      {embed.kind === 'iframe' ? (
        <iframe
          src={embed.src}
          title={name}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video w-full border-0"
        />
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
