import { limits } from '@vitrine/contract';
import useEmblaCarousel from 'embla-carousel-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';

// The full-screen viewer (a dialog, with its focus trap and scroll lock) loads on the first open.
const ImageViewer = lazy(() =>
  import('./image-viewer.tsx').then((module) => ({ default: module.ImageViewer })),
);

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The event's gallery: looping, turning every 4 s unless the visitor is reading or pointing at it. */
export default function MediaCarousel({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  // Mounted from the first open on, so closing runs the dialog's own focus return.
  const [viewerUsed, setViewerUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const stopped = paused || hovered || viewerIndex !== null;
  useEffect(() => {
    if (!embla || stopped || images.length < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => embla.scrollNext(), limits.carouselAutoplayMs);
    return () => window.clearInterval(timer);
  }, [embla, stopped, images.length]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const label = (index: number) =>
    t('event.gallery.imageOf', { index: index + 1, total: images.length, title });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('event.gallery.label')}
      className="space-y-3"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="relative overflow-hidden rounded-3xl bg-ink-950">
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex">
            {images.map((image, index) => (
              <section
                key={image}
                aria-roledescription="slide"
                aria-label={label(index)}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <button
                  type="button"
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setViewerUsed(true);
                    setViewerIndex(index);
                  }}
                  className="block w-full"
                  aria-label={t('event.gallery.openViewer', { index: index + 1 })}
                  tabIndex={index === selected ? 0 : -1}
                >
                  <MediaImage
                    src={image}
                    alt=""
                    sizes="(max-width: 1024px) 100vw, 900px"
                    loading={index === 0 ? 'eager' : 'lazy'}
                    className="aspect-video max-h-[552px] w-full object-cover"
                  />
                </button>
              </section>
            ))}
          </div>
        </div>
        {images.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => embla?.scrollPrev()}
              aria-label={t('event.gallery.previous')}
              className="absolute top-1/2 left-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink-900 shadow-lift hover:bg-white"
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => embla?.scrollNext()}
              aria-label={t('event.gallery.next')}
              className="absolute top-1/2 right-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink-900 shadow-lift hover:bg-white"
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <div className="flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className="rounded-full px-3 py-1 text-xs font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-950"
          >
            {paused ? t('event.gallery.play') : t('event.gallery.pause')}
          </button>
          <div className="flex gap-1">
            {images.map((image, index) => (
              <button
                key={image}
                type="button"
                onClick={() => scrollTo(index)}
                aria-label={label(index)}
                aria-current={index === selected ? 'true' : undefined}
                className="grid size-6 place-items-center"
              >
                <span
                  className={`block rounded-full transition-all ${index === selected ? 'h-2.5 w-6 bg-ink-900' : 'size-2.5 bg-ink-300'}`}
                />
              </button>
            ))}
          </div>
        </div>
      )}
      {viewerUsed && (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            startIndex={viewerIndex}
            onClose={() => setViewerIndex(null)}
            returnFocusTo={opener}
            label={label}
            title={title}
          />
        </Suspense>
      )}
    </section>
  );
}
