import { limits } from '@vitrine/contract';
import { type TouchEvent, useRef, useState } from 'react';

/** How far the indicator follows a finger that moved `dragPx` down (resistance 2.5). */
export function pullDistance(dragPx: number, resistance: number = limits.pullToRefreshResistance): number {
  return Math.max(0, dragPx / resistance);
}

export const shouldRefresh = (distance: number) => distance >= limits.pullToRefreshThreshold;

/**
 * Pull-to-refresh on touch screens: a drag down from the top of the page, past the threshold
 * of 70 px after resistance, refreshes. Mouse and keyboard users have the refresh button.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>) {
  const start = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  const handlers = {
    onTouchStart: (event: TouchEvent) => {
      start.current = window.scrollY <= 0 && !refreshing ? (event.touches[0]?.clientY ?? null) : null;
    },
    onTouchMove: (event: TouchEvent) => {
      if (start.current === null) return;
      const y = event.touches[0]?.clientY ?? start.current;
      setDistance(pullDistance(y - start.current));
    },
    onTouchEnd: () => {
      const pulled = distance;
      start.current = null;
      setDistance(0);
      if (!shouldRefresh(pulled)) return;
      setRefreshing(true);
      void onRefresh().finally(() => setRefreshing(false));
    },
  };
  return { distance, refreshing, handlers };
}
