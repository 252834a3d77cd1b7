import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMinuteClock } from './use-minute-clock.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useMinuteClock', () => {
  it('renews the time as each minute turns, not a minute after mounting', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2027, 2, 19, 11, 4, 50));
    const { result, unmount } = renderHook(() => useMinuteClock());
    expect(result.current.getMinutes()).toBe(4);

    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current.getMinutes()).toBe(4);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.getMinutes()).toBe(5);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.getMinutes()).toBe(6);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches up when the page comes back into view', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2027, 2, 19, 11, 4, 0));
    const { result } = renderHook(() => useMinuteClock());
    // A hidden tab's timers may not run: the clock jumps without them.
    vi.setSystemTime(new Date(2027, 2, 19, 11, 40, 0));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.getMinutes()).toBe(40);
  });
});
