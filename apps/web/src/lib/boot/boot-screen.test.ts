import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScreenPainted, releaseBootScreen } from './boot-screen.ts';

function page(hold: boolean) {
  document.body.innerHTML =
    `<div id="root"><div role="status" ${hold ? 'data-boot="hold"' : 'data-boot'}>` +
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

  it('does not wait for a cover that never decodes', async () => {
    vi.useFakeTimers();
    HTMLImageElement.prototype.decode = () => new Promise(() => undefined);
    const painted = bootScreenPainted(page(true));
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(painted).resolves.toBeUndefined();
    vi.useRealTimers();
  });
});
