import {
  richTextAttributes,
  richTextImageSchemes,
  richTextLinkAttributes,
  richTextSchemes,
  richTextTags,
} from '@vitrine/contract';
import sanitize from 'sanitize-html';

/**
 * The rich text a producer may store, by the contract's allow-list (`rich-text.ts`). Scripts,
 * event handlers, styles, frames and any URL scheme the list does not name are dropped; the web
 * app cleans once more with DOMPurify on render, by the same list.
 */
const options: sanitize.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(richTextAttributes).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...richTextSchemes],
  allowedSchemesByTag: { img: [...richTextImageSchemes] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped <script>/<style>/<textarea> goes too, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: sanitize.simpleTransform('a', { ...richTextLinkAttributes }),
  },
};

/** Clean producer HTML for storage; an empty or whitespace-only result becomes ''. */
export function sanitizeRichText(html: string): string {
  const clean = sanitize(html, options).trim();
  return clean.replace(/<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>/g, '').trim() === '' ? '' : clean;
}
