/** What embed.js listens for to fit the iframe to the page (public/embed.js). */
export interface HeightMessage {
  type: 'vitrine:height';
  height: number;
}

/**
 * Tells the framing page this document's height now and whenever it changes (content loaded,
 * a day's tab chosen, the frame resized). Any origin may read it: a height is no secret, and the
 * framing origin is not known here; embed.js checks that the message comes from its own iframe.
 * Returns a function sending it at once: Chromium does not render another origin's frame below the
 * fold, so no ResizeObserver fires there until it is scrolled to; the page calls it after drawing.
 */
export function postHeight(target: Window = window.parent): () => void {
  if (target === window) return () => undefined;
  let last = -1;
  const send = () => {
    // Reading the size lays the page out, even where the browser paints nothing yet.
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    const message: HeightMessage = { type: 'vitrine:height', height };
    target.postMessage(message, '*');
  };
  const observer = new ResizeObserver(send);
  observer.observe(document.documentElement);
  window.addEventListener('load', send);
  send();
  return send;
}
