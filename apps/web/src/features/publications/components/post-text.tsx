import { limits } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cutText, splitLinks } from '../lib/post-text.ts';

/** Plain text with clickable links: React escapes every character, no HTML is ever parsed. */
function Linked({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all font-medium text-ink-900 underline decoration-gold-400 underline-offset-2 hover:decoration-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** SPEC §2: long text cut at 320 characters with see-more / see-less. */
export function PostText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  const preview = cutText(text, limits.postPreviewChars);
  return (
    <div className="text-[0.95rem] leading-relaxed text-ink-800">
      <p id={id} className="whitespace-pre-line break-words">
        <Linked text={open || !preview.cut ? text : preview.text} />
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
