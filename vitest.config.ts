import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` picks the projects (see scripts/test.mjs).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/web/e2e'],
  },
});
