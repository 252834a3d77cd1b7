/** Plain post text split into what to print and what to link; never HTML. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) or www. addresses; trailing punctuation belongs to the sentence, not the link.
const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

/** Splits text into plain runs and links (http, https or www. addresses only). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const found = match[0];
    parts.push({ kind: 'link', text: found, href: /^www\./i.test(found) ? `https://${found}` : found });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * The text shown before "see more": at most `max` characters (the original client's 320). A link the cut
 * would split is left out whole rather than linking to half an address.
 */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  let end = max;
  for (const match of text.matchAll(linkPattern)) {
    if (match.index >= max) break;
    if (match.index + match[0].length > max) end = match.index;
  }
  return { text: `${text.slice(0, end).trimEnd()}…`, cut: true };
}
