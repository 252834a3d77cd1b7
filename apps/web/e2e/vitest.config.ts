import { defineProject } from 'vitest/config';

// Browser journeys in Debian Chromium against the real server serving the built app.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    // bundle-size.test.ts reads the build only (the JS budget, docs/ARCHITECTURE.md, 'Benchmarks'; no browser).
    include: ['**/*.e2e.ts', 'bundle-size.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One server, one browser per file: files run one after another on this 2-core machine.
    fileParallelism: false,
  },
});
