import { richTextAttributes, richTextLinkAttributes, richTextTags } from '@vitrine/contract';
import DOMPurify from 'dompurify';

// Every attribute the allow-list names, on any allowed tag: the API has already kept them only
// on their own tags when it stored the text, and a hook to check again here would cost bytes in
// the event page's first download, which is close to its budget.
const allowedAttributes = Object.values(richTextAttributes).flat();

// Links in descriptions lead off the app: open them apart, without handing over our window.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', richTextLinkAttributes.target);
    node.setAttribute('rel', richTextLinkAttributes.rel);
  }
});

/** Cleans rich text from the API once more before it touches the DOM (the server already did). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...richTextTags],
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
  });
}
