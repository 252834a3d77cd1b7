import sanitize from 'sanitize-html';

/**
 * The rich text a producer may store (descriptions, about-the-sponsor): structure, emphasis,
 * lists, links and images. Scripts, event handlers, styles, frames and any URL scheme other
 * than http(s)/mailto/tel are dropped; the web app cleans once more with DOMPurify on render.
 */
const options: sanitize.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped <script>/<style>/<textarea> goes too, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** Clean producer HTML for storage; an empty or whitespace-only result becomes ''. */
export function sanitizeRichText(html: string): string {
  const clean = sanitize(html, options).trim();
  return clean.replace(/<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>/g, '').trim() === '' ? '' : clean;
}
