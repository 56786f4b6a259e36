import { defineConfig } from 'vitest/config';

/** The reliability suite (`npm run test:reliability`): hostile input and faults, each on SQLite and PostgreSQL. */
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
