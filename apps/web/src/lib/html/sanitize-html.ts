import {
  richTextAttributes,
  richTextImageSchemes,
  richTextLinkAttributes,
  richTextSchemes,
  richTextTags,
} from '@vitrine/contract';
import DOMPurify from 'dompurify';

const attributesByTag: Readonly<Record<string, readonly string[] | undefined>> = richTextAttributes;
const allowedAttributes = [...new Set(Object.values(richTextAttributes).flat())];
const urlAttributes = new Set(['href', 'src']);
// What a browser ignores in a URL's scheme ('java\tscript:'): spaces and control characters.
const ignoredInUrl = /[\s\p{Cc}]/gu;
const schemeOf = (url: string) =>
  /^([a-z][a-z\d+.-]*):/i.exec(url.replace(ignoredInUrl, ''))?.[1]?.toLowerCase();

// DOMPurify keeps an attribute on any allowed tag; the allow-list names them per tag, as the API
// stores them, and the URL schemes a link or an image may use.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (!attributesByTag[tag]?.includes(data.attrName)) {
    data.keepAttr = false;
    return;
  }
  if (!urlAttributes.has(data.attrName)) return;
  const scheme = schemeOf(data.attrValue);
  const schemes: readonly string[] = tag === 'img' ? richTextImageSchemes : richTextSchemes;
  if (scheme !== undefined && !schemes.includes(scheme)) data.keepAttr = false;
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
