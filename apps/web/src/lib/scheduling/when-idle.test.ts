import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => vi.useRealTimers());

describe('whenIdle', () => {
  it('runs the task later, not at once, when the page has loaded', async () => {
    const task = vi.fn();
    whenIdle(task, 50);
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 2_000 });
  });

  it('never runs a cancelled task', async () => {
    const task = vi.fn();
    const cancel = whenIdle(task, 10);
    cancel();
    const later = vi.fn();
    whenIdle(later, 10);
    await vi.waitFor(() => expect(later).toHaveBeenCalled(), { timeout: 2_000 });
    expect(task).not.toHaveBeenCalled();
  });

  it('waits for the load event, or the timeout when the load never comes', async () => {
    vi.useFakeTimers();
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenIdle(task, 100);
    vi.advanceTimersByTime(50);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2_000);
    expect(task).toHaveBeenCalledTimes(1);
    state.mockRestore();
  });
});
