// The boot screen is index.html's own markup, painted before any script. On an event's page the
// server puts the event's cover in it and marks it data-boot="hold" (apps/api plugins/web.ts):
// that screen then stays, above the app rendering out of sight, until the event's header is ready,
// so a phone sees the cover (the page's largest paint) without waiting for the scripts, and never
// the cover, then a skeleton, then the cover again.

const holdSelector = '[data-boot="hold"]';
/** Once the app has rendered, the held screen goes after this long whatever the page is doing. */
const holdLimitMs = 10_000;
/** The longest the app waits for the held cover before it starts rendering. */
const coverWaitMs = 1_500;

let held: HTMLElement | null = null;
let app: HTMLElement | null = null;

/**
 * Resolves once the boot screen has been painted, with its cover when it holds one (or after
 * `coverWaitMs`, say in a background tab). A held screen (see above) is first taken out of the
 * app's container, which React empties on its first render, and kept in front of the app until
 * `releaseBootScreen`.
 */
export async function bootScreenPainted(container: HTMLElement | null): Promise<void> {
  const screen = container?.querySelector<HTMLElement>(holdSelector);
  if (container && screen) {
    held = screen;
    app = container;
    container.before(screen);
    container.hidden = true;
    // A stalled page shows its own loading or error state by then; an app that never rendered
    // (its code did not load) keeps the boot screen, which then says so (`showBootFailure`).
    setTimeout(() => {
      if (container.childElementCount > 0) releaseBootScreen();
    }, holdLimitMs);
  }
  const cover = screen?.querySelector('img');
  await Promise.race([
    Promise.all([cover?.decode().catch(() => undefined), nextPaint()]),
    new Promise((resolve) => setTimeout(resolve, coverWaitMs)),
  ]);
}

/** The app's page is ready (or failed): the held boot screen gives way to it. Safe to call often. */
export function releaseBootScreen(): void {
  if (!held) return;
  held.remove();
  held = null;
  if (app) app.hidden = false;
  app = null;
}

/** After the next frame has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The app's code could not be loaded: the boot screen stops saying "loading" and offers a reload. */
export function showBootFailure(): void {
  const failure = document.querySelector<HTMLElement>('[data-boot-failure]');
  if (!failure) return;
  failure.hidden = false;
  failure.querySelector('[data-boot-retry]')?.addEventListener('click', () => window.location.reload());
  failure.closest('[data-boot]')?.setAttribute('aria-busy', 'false');
}
