import { defineConfig } from 'vitest/config';

/** Several instances on one PostgreSQL database (`npm run test:multi`): processes and timings of their own, one file at a time. */
export default defineConfig({
  test: {
    include: ['test/multi/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
});
