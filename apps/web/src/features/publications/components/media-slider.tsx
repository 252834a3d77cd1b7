import { isVideoUrl } from '@vitrine/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';

/**
 * A post's media side by side with scroll snapping (swipe on touch, buttons otherwise), at most
 * 552 px tall. Videos play inline with the browser's controls.
 */
export function MediaSlider({ media, author }: { media: string[]; author: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  if (media.length === 0) return null;

  const go = (next: number) => {
    const target = Math.max(0, Math.min(media.length - 1, next));
    const element = track.current;
    element?.scrollTo({
      left: target * element.clientWidth * (document.dir === 'rtl' ? -1 : 1),
      behavior: 'smooth',
    });
    setIndex(target);
  };

  return (
    <div className="relative overflow-hidden rounded-2xl bg-ink-950">
      {/* Several media scroll: keyboard users reach the track and scroll it with the arrow keys. */}
      <div
        ref={track}
        {...(media.length > 1
          ? {
              role: 'group',
              tabIndex: 0,
              'aria-label': t('publications.card.mediaCarousel', { name: author }),
            }
          : {})}
        className={`flex snap-x snap-mandatory [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-gold-400 ${media.length > 1 ? 'overflow-x-auto' : 'overflow-hidden'}`}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0)
            setIndex(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
        }}
      >
        {media.map((url, position) => (
          <section
            key={url}
            className="flex max-h-[552px] w-full shrink-0 snap-center items-center justify-center"
            aria-roledescription="slide"
            aria-label={t('publications.card.mediaPosition', { index: position + 1, count: media.length })}
          >
            {isVideoUrl(url) ? (
              // biome-ignore lint/a11y/useMediaCaption: members' videos come without captions
              <video src={url} controls playsInline preload="metadata" className="max-h-[552px] w-full" />
            ) : (
              <MediaImage
                src={url}
                sizes="(max-width: 480px) 100vw, 720px"
                alt={t('publications.card.imageAlt', { name: author, index: position + 1 })}
                className="max-h-[552px] w-full object-contain"
              />
            )}
          </section>
        ))}
      </div>
      {media.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t('publications.card.previousMedia')}
            className="absolute start-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink-900 shadow disabled:opacity-0"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            disabled={index === media.length - 1}
            aria-label={t('publications.card.nextMedia')}
            className="absolute end-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink-900 shadow disabled:opacity-0"
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <span
            aria-hidden="true"
            className="absolute end-3 top-3 rounded-full bg-ink-950/70 px-2.5 py-1 text-xs font-semibold text-white"
          >
            {index + 1}/{media.length}
          </span>
        </>
      )}
    </div>
  );
}
