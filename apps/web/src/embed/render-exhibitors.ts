import type { EmbedExhibitor, EmbedExhibitors } from './api.ts';
import { h, outLink } from './dom.ts';
import type { EmbedTexts } from './texts.ts';

const widthSuffix = /-(\d+)\.webp$/;

/** A 64 px logo: the stored 320 and 640 px variants are enough (widths in contract media.ts). */
function logo(src: string | null, title: string): HTMLElement {
  if (!src) return h('span', { class: 'logo initial', 'aria-hidden': 'true' }, title.charAt(0));
  const srcset = widthSuffix.test(src)
    ? [320, 640].map((width) => `${src.replace(widthSuffix, `-${width}.webp`)} ${width}w`).join(', ')
    : undefined;
  return h('img', {
    class: 'logo',
    src,
    srcset,
    sizes: srcset && '64px',
    alt: '',
    width: '64',
    height: '64',
    loading: 'lazy',
    decoding: 'async',
  });
}

function card(exhibitor: EmbedExhibitor): HTMLLIElement {
  return h(
    'li',
    { class: 'card' },
    logo(exhibitor.profilePicture, exhibitor.title),
    h(
      'div',
      { class: 'body' },
      h('h3', { class: 'theme' }, outLink(`/expositor/${exhibitor.id}`, 'title', exhibitor.title)),
      exhibitor.shortDescription && h('p', { class: 'summary' }, exhibitor.shortDescription),
    ),
  );
}

/** The exhibitors grouped by category, in the API's order, as the event page's tab shows them. */
export function renderExhibitors(groups: EmbedExhibitors, texts: EmbedTexts): HTMLElement {
  const filled = Object.entries(groups).filter(([, items]) => items.length > 0);
  if (filled.length === 0) return h('p', { class: 'state' }, texts.emptyExhibitors);
  return h(
    'div',
    {},
    ...filled.map(([category, items], index) =>
      h(
        'section',
        { 'aria-labelledby': `group-${index}` },
        h('h2', { id: `group-${index}`, class: 'group-title' }, category),
        h('ul', { class: 'cards' }, ...items.map(card)),
      ),
    ),
  );
}
