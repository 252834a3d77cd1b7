import { defineProject } from 'vitest/config';

/**
 * `npm run test:faults`: PostgreSQL restarted, Redis stopped, API nodes killed mid-upload. Each
 * file starts its own servers on free ports, so it disturbs no shared service; one file at a
 * time, as each already runs several processes.
 */
export default defineProject({
  // Run on its own (`--config`), the root would be the caller's folder.
  root: import.meta.dirname,
  test: {
    name: 'faults',
    environment: 'node',
    include: ['test/faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
