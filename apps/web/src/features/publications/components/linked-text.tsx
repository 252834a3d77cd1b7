import { splitLinks } from '../lib/post-text.ts';

/**
 * Plain text with clickable http(s) links: React escapes every character, no HTML is ever parsed.
 * `rel` says how much the page vouches for the links (comments add `ugc`).
 */
export function LinkedText({ text, rel }: { text: string; rel: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text
            key={index}
            href={part.href}
            target="_blank"
            rel={rel}
            className="font-medium text-ink-900 underline [overflow-wrap:anywhere] decoration-gold-400 underline-offset-2 hover:decoration-2"
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
