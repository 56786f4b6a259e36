import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // Several instances at once run on their own (vitest.multi.config.ts, `npm run test:multi`).
    exclude: ['test/multi/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files each boot their own app and database; two cores, so two at once.
    maxWorkers: 2,
  },
});
