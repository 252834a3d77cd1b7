import { lazy } from 'react';

// recharts comes with the charts' own chunk, loaded once the numbers are there; the door's
// dashboard borrows its per-hour chart from the same chunk.
export const CheckinsPerHourChart = lazy(() =>
  import('./dashboard-charts.tsx').then((module) => ({ default: module.CheckinsPerHourChart })),
);
