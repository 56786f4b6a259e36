import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // Several instances at once, and the reliability suite, run on their own (`npm run test:multi`, `npm run test:reliability`).
    exclude: ['test/multi/**', 'test/reliability/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files each boot their own app and database; two cores, so two at once.
    maxWorkers: 2,
  },
});
