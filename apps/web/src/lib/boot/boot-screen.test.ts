import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScreenPainted, releaseBootScreen, showBootFailure } from './boot-screen.ts';

function page(hold: boolean) {
  document.body.innerHTML =
    `<div id="root"><div role="status" ${hold ? 'data-boot="hold"' : 'data-boot'}>` +
    '<div data-boot-failure hidden>Não foi possível carregar esta página</div>' +
    '<div class="relative"><picture><img src="/api/media/c-960.webp" alt="" /></picture></div></div></div>';
  return document.getElementById('root') as HTMLElement;
}

describe('boot screen', () => {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0));
    // jsdom decodes nothing: the cover counts as shown at once.
    HTMLImageElement.prototype.decode = () => Promise.resolve();
  });
  afterEach(() => {
    releaseBootScreen();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("keeps a held screen in front of the hidden app until it's released", async () => {
    const root = page(true);
    await bootScreenPainted(root);
    const screen = document.querySelector('[data-boot="hold"]');
    expect(screen?.nextElementSibling).toBe(root);
    expect(root.hidden).toBe(true);
    expect(root.childElementCount).toBe(0);

    releaseBootScreen();
    expect(document.querySelector('[data-boot]')).toBeNull();
    expect(root.hidden).toBe(false);
    releaseBootScreen();
    expect(root.hidden).toBe(false);
  });

  it('leaves an ordinary boot screen to React, which replaces it on its first render', async () => {
    const root = page(false);
    await bootScreenPainted(root);
    expect(root.hidden).toBe(false);
    expect(root.querySelector('[data-boot]')).not.toBeNull();
    releaseBootScreen();
    expect(root.querySelector('[data-boot]')).not.toBeNull();
  });

  it('lets go after 10 s once the app has rendered, and never before it has', async () => {
    vi.useFakeTimers();
    const root = page(true);
    void bootScreenPainted(root);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(root.hidden).toBe(true);

    releaseBootScreen();
    const again = page(true);
    void bootScreenPainted(again);
    again.append(document.createElement('main'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(again.hidden).toBe(false);
    expect(document.querySelector('[data-boot]')).toBeNull();
  });

  it("says so when the app's code cannot be loaded", async () => {
    await bootScreenPainted(page(true));
    showBootFailure();
    const screen = document.querySelector('[data-boot]');
    expect(screen?.querySelector<HTMLElement>('[data-boot-failure]')?.hidden).toBe(false);
    expect(screen?.getAttribute('aria-busy')).toBe('false');
  });

  it('does not wait for a cover that never decodes', async () => {
    vi.useFakeTimers();
    HTMLImageElement.prototype.decode = () => new Promise(() => undefined);
    const painted = bootScreenPainted(page(true));
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(painted).resolves.toBeUndefined();
  });
});
