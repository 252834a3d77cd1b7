import { richTextAttributes, richTextLinkAttributes, richTextTags } from '@vitrine/contract';
import DOMPurify from 'dompurify';

const attributesByTag: Readonly<Record<string, readonly string[] | undefined>> = richTextAttributes;
const allowedAttributes = [...new Set(Object.values(richTextAttributes).flat())];

// DOMPurify keeps an attribute on any allowed tag; the allow-list names them per tag, as the API
// stores them. Schemes are the API's to enforce on write (DOMPurify's own URL check still drops
// javascript: and data:), which keeps this file small in the event page's first download.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (!attributesByTag[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
});

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
