/** How long work waits for an idle moment at most, once the page has loaded. */
export const idleTimeoutMs = 3_000;

/**
 * Runs `task` once the page has loaded and the main thread is idle (or `idleTimeoutMs` later at
 * the latest): for work the first paint does not need (the live channel, the service worker, the
 * account menu's code), so it competes with neither the page's scripts nor its largest paint.
 * Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = idleTimeoutMs): () => void {
  let cancelled = false;
  let cancelStep: (() => void) | null = null;
  const run = () => {
    cancelStep = null;
    if (!cancelled) task();
  };
  let waiting = true;
  const afterLoad = () => {
    if (cancelled || !waiting) return;
    waiting = false;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else {
      // Without requestIdleCallback (Safari), a short pause after the load stands in for idleness.
      const handle = window.setTimeout(run, Math.min(timeout, 200));
      cancelStep = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    afterLoad();
  } else {
    // A load held up by a slow image or a third party must not hold the task for ever.
    window.addEventListener('load', afterLoad, { once: true });
    const fallback = window.setTimeout(afterLoad, timeout);
    cancelStep = () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(fallback);
    };
  }
  return () => {
    cancelled = true;
    cancelStep?.();
  };
}

/**
 * Resolves in a new task: start-up work split at these points runs as several short tasks
 * instead of one long one, so the browser can paint and answer input between them.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
