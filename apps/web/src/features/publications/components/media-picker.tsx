import { isVideoUrl } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons.tsx';

export interface MediaPreview {
  /** The stored URL of kept media, or an object URL of a picked file. */
  url: string;
  video: boolean;
  file?: File;
}

export const previewOfUrl = (url: string): MediaPreview => ({ url, video: isVideoUrl(url) });

/** Thumbnails of the post's media, each removable by a labelled button. */
export function MediaPreviews({
  items,
  onRemove,
}: {
  items: MediaPreview[];
  onRemove: (item: MediaPreview) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2">
      {items.map((item, index) => (
        <li key={item.url} className="relative aspect-square overflow-hidden rounded-xl bg-ink-100">
          {item.video ? (
            <video src={item.url} muted playsInline preload="metadata" className="size-full object-cover" />
          ) : (
            <img src={item.url} alt="" className="size-full object-cover" />
          )}
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={t('publications.modal.removeMedia', { index: index + 1 })}
            className="absolute end-1.5 top-1.5 grid size-7 place-items-center rounded-full bg-ink-950/75 text-white hover:bg-ink-950"
          >
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
