/**
 * Faults end in a clear answer: PostgreSQL ending the pool's connections or going away (503 with Retry-After,
 * then served again), and a full disk (507, no partial file; login and forgot-password never a 500).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FAULT_MESSAGES, RETRY_AFTER_SECONDS } from '../../server/errors.js';
import { openDb } from '../../server/db/database.js';
import { newUser, startTestApp, uploadFile, type TestApp } from '../support/app.js';
import { createTestDb, TEST_POSTGRES_URL, testDatabaseKinds, type TestDb } from '../support/databases.js';
import { canMount, fill, mountSmallDisk, sqliteAppOnSmallDisk, unmount } from './small-disk.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const kinds = await testDatabaseKinds();
const pdf = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));

/** Calls `probe` until it answers 200, checking that nothing on the way is a 500; gives up after 10 s. */
async function untilServed(probe: () => Promise<{ status: number }>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < 100; i++) {
    const { status } = await probe();
    seen.push(status);
    if (status === 200) return seen;
    await new Promise((r) => setTimeout(r, 100));
  }
  return seen;
}

describe.skipIf(!kinds.includes('postgres'))('PostgreSQL ending connections and going away', () => {
  let testDb: TestDb;
  let proxy: TcpProxy;
  let t: TestApp;
  let token: string;
  const me = () => t.call('GET', '/api/auth/me', { token });

  beforeAll(async () => {
    testDb = await createTestDb('postgres');
    const target = new URL(TEST_POSTGRES_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(TEST_POSTGRES_URL);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const db = openDb({ databaseUrl: viaProxy.toString(), sqlitePath: '', pgSchema: testDb.db.pgSchema! });
    t = await startTestApp('postgres', {
      testDb: {
        db,
        dataDir: testDb.dataDir,
        drop: async () => {
          await db.close();
          await testDb.drop();
        },
      },
    });
    token = await newUser(t, 'faults');
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  test('connections ended by pg_terminate_backend: no crash, never a 500, and the next requests are served', async () => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      `prepgold ${testDb.db.pgSchema}`,
    ]);
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    const seen = await untilServed(me);
    expect(seen.at(-1)).toBe(200);
    expect(seen.every((s) => s === 200 || s === 503)).toBe(true);
  });

  test('the database away: 503 with Retry-After and the product message; back: served again', async () => {
    await proxy.stop();
    const away = await me();
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(away.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: FAULT_MESSAGES.databaseAway });
    expect((await t.call('POST', '/api/auth/login', { body: { email: 'a@example.com', password: 'x' } })).status).toBe(503);
    expect((await t.call('GET', '/api/ready')).status).toBe(503);
    await proxy.start();
    const seen = await untilServed(me);
    expect(seen.at(-1)).toBe(200);
    expect(seen).not.toContain(500);
  });
});

describe.skipIf(!canMount).each(kinds)('a full disk on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('an upload onto a full disk: 507 with the product message, no partial file, no row', async () => {
    const token = await newUser(t, 'diskfull');
    mkdirSync(t.uploadsDir, { recursive: true });
    expect(mountSmallDisk(t.uploadsDir, '256k')).toBe(true);
    try {
      fill(t.uploadsDir);
      const res = await uploadFile(t, token, { name: 'lemonade.pdf', data: pdf });
      expect(res.status).toBe(507);
      expect(res.body).toMatchObject({ code: 'STORAGE_FULL', message: FAULT_MESSAGES.diskFull });
      const files = readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true }).filter(
        (e) => e.isFile() && !e.name.startsWith('filler-'),
      );
      expect(files.map((f) => f.name)).toEqual([]);
      const rows = await t.testDb.db.kysely.selectFrom('upload').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      unmount(t.uploadsDir);
    }
  });
});

describe.skipIf(!canMount)('the SQLite database on a full disk', () => {
  const { dataDir, app } = sqliteAppOnSmallDisk();
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  test('login and forgot-password answer without a 500 while the disk is full', async () => {
    const email = `full.${Date.now()}@example.com`;
    const password = 'Curtain-Call-42';
    expect(
      (await t.call('POST', '/api/auth/register', { body: { name: 'Full', email, password, confirmPassword: password } })).status,
    ).toBe(201);
    fill(dataDir);
    const login = await t.call('POST', '/api/auth/login', { body: { email, password } });
    const forgot = await t.call('POST', '/api/auth/forgot-password', { body: { email } });
    // The session (and the reset token) could not be written: said so in the product's words, not as a crash.
    for (const res of [login, forgot]) {
      expect(res.status).toBe(507);
      expect(res.body).toMatchObject({ code: 'STORAGE_FULL', message: FAULT_MESSAGES.diskFull });
    }
  });
});
