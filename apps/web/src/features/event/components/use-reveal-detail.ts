import { useEffect, useRef } from 'react';

/**
 * A detail that replaces a list (a speaker, a property): its top, with 'Voltar' and the picture,
 * is scrolled into view below the sticky menu (the container's scroll margin), then its heading
 * takes the focus without scrolling again, so screen readers announce it. Focusing the heading
 * alone scrolled just far enough to show the heading, leaving the top under the menu.
 */
export function useRevealDetail<Container extends HTMLElement, Heading extends HTMLElement>() {
  const container = useRef<Container>(null);
  const heading = useRef<Heading>(null);
  useEffect(() => {
    container.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return { container, heading };
}

/** Room for the 64 px sticky menu above a revealed detail. */
export const revealMargin = 'scroll-mt-24';
