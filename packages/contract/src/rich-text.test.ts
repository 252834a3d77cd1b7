import { describe, expect, it } from 'vitest';
import {
  richTextAttributes,
  richTextImageSchemes,
  richTextLinkAttributes,
  richTextSchemes,
  richTextTags,
} from './rich-text.ts';

// The sanitizers that apply the list run in the apps (html-sanitize.test.ts in the API,
// sanitize-html.test.ts in the web app); this checks what the list itself lets through.
describe('the rich-text allow-list', () => {
  const tags: readonly string[] = richTextTags;

  it('names no tag that runs code, styles the page or frames another', () => {
    for (const tag of [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'form',
      'base',
      'meta',
    ]) {
      expect(tags, tag).not.toContain(tag);
    }
  });

  it('keeps the formatting the editor writes', () => {
    expect(tags).toEqual(expect.arrayContaining(['p', 'strong', 'em', 'ul', 'li', 'h2', 'a', 'img']));
  });

  it('gives attributes only to links and images, and never an event handler or a style', () => {
    expect(Object.keys(richTextAttributes).sort()).toEqual(['a', 'img']);
    for (const attributes of Object.values(richTextAttributes)) {
      for (const attribute of attributes) {
        expect(attribute).not.toMatch(/^on|^style$|^class$|^srcdoc$|^formaction$/);
      }
    }
    expect(richTextAttributes.a).toContain('href');
    expect(richTextAttributes.img).toContain('src');
    expect(richTextAttributes.p).toBeUndefined();
  });

  it('allows only web, mail and phone links, and web images', () => {
    expect([...richTextSchemes].sort()).toEqual(['http', 'https', 'mailto', 'tel']);
    expect([...richTextImageSchemes].sort()).toEqual(['http', 'https']);
    const schemes: readonly string[] = richTextSchemes;
    for (const scheme of ['javascript', 'data', 'vbscript', 'file']) expect(schemes).not.toContain(scheme);
  });

  it('opens links apart without an opener', () => {
    expect(richTextLinkAttributes).toEqual({ target: '_blank', rel: 'noopener noreferrer nofollow' });
  });
});
