import { limits } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cutText } from '../lib/post-text.ts';
import { LinkedText } from './linked-text.tsx';

/** Long text cut at 320 characters with see-more / see-less. */
export function PostText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  const preview = cutText(text, limits.postPreviewChars);
  return (
    <div className="text-[0.95rem] leading-relaxed text-ink-800">
      <p id={id} className="whitespace-pre-line break-words">
        <LinkedText text={open || !preview.cut ? text : preview.text} rel="noopener noreferrer nofollow" />
      </p>
      {preview.cut && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 rounded text-sm font-semibold text-gold-700 hover:text-ink-900 hover:underline"
        >
          {open ? t('publications.card.seeLess') : t('publications.card.seeMore')}
        </button>
      )}
    </div>
  );
}
