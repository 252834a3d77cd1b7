// The rich text a producer may store (descriptions, about-the-sponsor): one allow-list for the
// API, which cleans it on write (sanitize-html), and the web app, which cleans it again on render
// (DOMPurify). Plain constants, no zod: the event page's first download imports this file.

/** Tags kept: structure, emphasis, lists, links and images. Any other tag is dropped. */
export const richTextTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'img',
  'figure',
  'figcaption',
  'hr',
] as const;
export type RichTextTag = (typeof richTextTags)[number];

/** Attributes kept, by tag; the other tags keep none (no styles, no classes, no handlers). */
export const richTextAttributes: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

/** URL schemes a link may use; an image loads over http(s) only. A relative URL has no scheme. */
export const richTextSchemes = ['http', 'https', 'mailto', 'tel'] as const;
export const richTextImageSchemes = ['http', 'https'] as const;

/** Set on every link: a description's links lead off the app, without handing over our window. */
export const richTextLinkAttributes = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
