import * as Dialog from '@radix-ui/react-dialog';
import useEmblaCarousel from 'embla-carousel-react';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';

interface ImageViewerProps {
  images: string[];
  /** The image to open on; null keeps the viewer closed. */
  startIndex: number | null;
  onClose: () => void;
  label: (index: number) => string;
  title: string;
  /** The button that opened the viewer: focus goes back there on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Full screen: arrow keys and swipes move, Escape closes, focus goes back to the opener (Radix). */
export function ImageViewer({ images, startIndex, onClose, label, title, returnFocusTo }: ImageViewerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={startIndex !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* Opaque: the page must not show through a full-screen image. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus({ preventScroll: true });
          }}
          className="fixed inset-0 z-50 flex flex-col bg-ink-950 focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 text-white">
            <Dialog.Title className="truncate text-sm font-semibold">
              {t('event.gallery.viewerTitle', { title })}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          {startIndex !== null && <ViewerSlides images={images} startIndex={startIndex} label={label} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ViewerSlides({
  images,
  startIndex,
  label,
}: Pick<ImageViewerProps, 'images' | 'label'> & { startIndex: number }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, startIndex });
  const [selected, setSelected] = useState(startIndex);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  // Arrow keys move wherever focus sits in the dialog (it traps focus, so this is the dialog).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') embla?.scrollPrev();
      else if (event.key === 'ArrowRight') embla?.scrollNext();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [embla]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div ref={viewportRef} className="min-h-0 flex-1 overflow-hidden">
        <div className="flex h-full">
          {images.map((image, index) => (
            <div
              key={image}
              className="grid h-full min-w-0 shrink-0 grow-0 basis-full place-items-center p-4"
            >
              <MediaImage
                src={image}
                sizes="100vw"
                alt={label(index)}
                loading={index === startIndex ? 'eager' : 'lazy'}
                // The whole slide, the picture contained in it: max sizes alone kept the small
                // variant's own size, smaller than the inline carousel.
                className="size-full object-contain"
              />
            </div>
          ))}
        </div>
      </div>
      <p aria-live="polite" className="py-3 text-center text-sm text-white/80">
        {label(selected)}
      </p>
      {images.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => embla?.scrollPrev()}
            aria-label={t('event.gallery.previous')}
            className="absolute top-1/2 left-3 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25"
          >
            <ChevronLeftIcon className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
            aria-label={t('event.gallery.next')}
            className="absolute top-1/2 right-3 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25"
          >
            <ChevronRightIcon className="size-6" />
          </button>
        </>
      )}
    </div>
  );
}
