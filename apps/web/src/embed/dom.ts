/** A tiny element builder: text goes in as text nodes only, never as HTML. */
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child) element.append(child);
  }
  return element;
}

/** A link to the full app, in a new tab; `described` names the "opens in a new tab" note. */
export function outLink(href: string, className: string, ...children: Child[]): HTMLAnchorElement {
  return h(
    'a',
    { href, class: className, target: '_blank', rel: 'noopener', 'aria-describedby': 'new-tab' },
    ...children,
  );
}
