import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'prepgold-config-'));

test('defaults run offline: SQLite under DATA_DIR, outbox email, port 3000', () => {
  const dir = dataDir();
  const c = loadConfig({ DATA_DIR: dir });
  expect(c.port).toBe(3000);
  expect(c.databaseUrl).toBeNull();
  expect(c.sqlitePath).toBe(path.join(dir, 'prepgold.db'));
  expect(c.smtpUrl).toBeNull();
  expect(c.outboxDir).toBe(path.join(dir, 'outbox'));
  expect(c.authSecret.length).toBeGreaterThanOrEqual(32);
  expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(c.authSecret); // kept across restarts
});

test('empty strings count as unset', () => {
  const c = loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '', SMTP_URL: '' });
  expect(c.port).toBe(3000);
  expect(c.databaseUrl).toBeNull();
});

test('bad values stop start-up naming each variable', () => {
  expect(() =>
    loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', CHECKOUT_URL_STARTER: 'http://pay.example.com' }),
  ).toThrowError(ConfigError);
  try {
    loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', CHECKOUT_URL_STARTER: 'http://pay.example.com' });
  } catch (err) {
    const msg = (err as Error).message;
    expect(msg).toContain('PORT');
    expect(msg).toContain('DATABASE_URL: must start with postgres://');
    expect(msg).toContain('CHECKOUT_URL_STARTER: must be an https:// URL');
  }
});

test('production requires AUTH_SECRET', () => {
  expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrowError(/AUTH_SECRET: required/);
});

test('the generated secret is readable by its owner only', async () => {
  const { statSync } = await import('node:fs');
  const dir = dataDir();
  loadConfig({ DATA_DIR: dir });
  expect(statSync(path.join(dir, '.auth-secret')).mode & 0o777).toBe(0o600);
});
