import { defineConfig } from 'vitest/config';

/** The reliability suite (`npm run test:reliability`): hostile input and faults, each on SQLite and PostgreSQL. */
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    // Instances as processes, hostile PDFs at their time budget: minutes on a busy two-core machine.
    testTimeout: 180_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
