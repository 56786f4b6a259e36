import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One data folder per run, shared with the workers through the environment (they read the outbox).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'prepgold-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 3199);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // The system Chromium, never a downloaded browser. Background networking is off
      // because this machine has no network beyond localhost.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // A local stand-in for Stripe's API (a third party across the network).
      command: 'npx tsx e2e/support/fake-stripe-server.ts',
      url: `http://127.0.0.1:${stripePort}/v1/health`,
      env: { E2E_STRIPE_PORT: String(stripePort) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built app started as `npm start` starts it (the build runs in `npm run test:e2e`).
      command: 'node dist/node/server/main.js',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        NODE_ENV: 'test',
        // Every browser test signs up from 127.0.0.1.
        REGISTER_LIMIT_PER_HOUR: '500',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_PRICE_STARTER: 'price_starter_e2e',
        STRIPE_PRICE_PREMIUM: 'price_premium_e2e',
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
