/**
 * Register and forgot-password in a fault: the answer names the fault (507 STORAGE_FULL, 503
 * DATABASE_UNAVAILABLE), and forgot-password answers a known address exactly as an unknown one, so a fault
 * never tells whether an account exists (decision 021). A real full disk under SQLite and under a PostgreSQL
 * tablespace, SQLite's write lock held by another process, PostgreSQL gone behind a proxy.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDb } from '../../server/db/database.js';
import { FAULT_MESSAGES, RETRY_AFTER_SECONDS } from '../../server/errors.js';
import { newUser, startTestApp, uploadFile, type TestApp } from '../support/app.js';
import { createTestDb, TEST_POSTGRES_URL, testDatabaseKinds } from '../support/databases.js';
import { lemonadeGuideRequest } from '../support/guide-request.js';
import { canMount, fill, fillers, makeRoom, mountSmallDisk, sqliteAppOnSmallDisk, unmount } from './small-disk.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const kinds = await testDatabaseKinds();
const password = 'Curtain-Call-42';
let n = 0;
const freshEmail = (label: string) => `${label}.${Date.now()}.${++n}@example.com`;

const register = (t: TestApp, email: string) =>
  t.call('POST', '/api/auth/register', { body: { name: 'Parent', email, password, confirmPassword: password } });
const forgot = (t: TestApp, email: string) => t.call('POST', '/api/auth/forgot-password', { body: { email } });

/** Forgot-password for a known and an unknown address: both answers, to be compared whole. */
async function forgotBoth(t: TestApp, known: string) {
  const a = await forgot(t, known);
  const b = await forgot(t, freshEmail('nobody'));
  const shape = (r: typeof a) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: r.body });
  return { known: shape(a), unknown: shape(b) };
}

const diskFull = { code: 'STORAGE_FULL', message: FAULT_MESSAGES.diskFull };

/**
 * With the disk under `dir` full: forgot-password answers a known and an unknown address alike (507); with room
 * again, both are served alike.
 */
async function expectForgotAlikeOnFullDisk(t: TestApp, known: string, dir: string): Promise<void> {
  const { known: a, unknown: b } = await forgotBoth(t, known);
  expect(a.status).toBe(507);
  expect(a.body).toMatchObject(diskFull);
  expect(b).toEqual(a);
  makeRoom(dir);
  const served = await forgotBoth(t, known);
  expect(served.known.status).toBe(200);
  expect(served.unknown).toEqual(served.known);
}
const pdf = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));

/** A user with one upload read, ready to generate (run while the disk has room). */
async function readyToGenerate(t: TestApp): Promise<{ token: string; uploadId: string }> {
  const token = await newUser(t, 'generate');
  const upload = await uploadFile(t, token, { name: 'lemonade.pdf', data: pdf });
  expect(upload.status).toBe(200);
  return { token, uploadId: (upload.body as { uploadId: string }).uploadId };
}

/** Generate on the full disk: the product's 507, and neither a charge nor a job left behind. */
async function expectGenerateRefused(t: TestApp, ready: { token: string; uploadId: string }): Promise<void> {
  const res = await t.call('POST', '/api/guides/generate', { token: ready.token, body: lemonadeGuideRequest(ready.uploadId) });
  expect(res.status).toBe(507);
  expect(res.body).toMatchObject(diskFull);
  const k = t.testDb.db.kysely;
  expect(await k.selectFrom('guide_job').select('id').execute()).toEqual([]);
  const used = await k.selectFrom('account_usage').select('guidesUsed').execute();
  expect(used.every((u) => Number(u.guidesUsed) === 0)).toBe(true);
}
const databaseAway = { code: 'DATABASE_UNAVAILABLE', message: FAULT_MESSAGES.databaseAway };

describe.skipIf(!canMount)('SQLite on a full disk', () => {
  const { dataDir, app } = sqliteAppOnSmallDisk();
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  test('register says the disk is full; forgot-password says so alike for a known and an unknown address', async () => {
    const known = freshEmail('known');
    expect((await register(t, known)).status).toBe(201);
    fill(dataDir);

    const refused = await register(t, freshEmail('new'));
    expect(refused.status).toBe(507);
    expect(refused.body).toMatchObject(diskFull);

    await expectForgotAlikeOnFullDisk(t, known, dataDir);
  });

  test('generate on a full disk: 507, nothing charged, no job (the unit SQLite ended itself is not a 500)', async () => {
    const ready = await readyToGenerate(t);
    fill(dataDir);
    try {
      await expectGenerateRefused(t, ready);
    } finally {
      makeRoom(dataDir);
    }
  });
});

describe('SQLite with its write lock held by another process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  test('forgot-password and register answer 503 DATABASE_UNAVAILABLE, alike for a known and an unknown address', async () => {
    const known = freshEmail('known');
    expect((await register(t, known)).status).toBe(201);
    // Another writer (a second instance, a backup, the CLI) holds the lock past the busy timeout.
    const other = new SQLite(path.join(t.testDb.dataDir, 'test.db'));
    other.exec('begin immediate');
    try {
      const { known: a, unknown: b } = await forgotBoth(t, known);
      expect(a.status).toBe(503);
      expect(a.retryAfter).toBe(String(RETRY_AFTER_SECONDS));
      expect(a.body).toMatchObject(databaseAway);
      expect(b).toEqual(a);
      const refused = await register(t, freshEmail('new'));
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject(databaseAway);
    } finally {
      other.exec('rollback');
      other.close();
    }
    expect((await forgot(t, known)).status).toBe(200);
  });
});

describe.skipIf(!kinds.includes('postgres'))('PostgreSQL gone', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const testDb = await createTestDb('postgres');
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
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  test('forgot-password and register answer 503 with Retry-After, alike for a known and an unknown address', async () => {
    const known = freshEmail('known');
    expect((await register(t, known)).status).toBe(201);
    await proxy.stop();
    try {
      const { known: a, unknown: b } = await forgotBoth(t, known);
      expect(a.status).toBe(503);
      expect(a.retryAfter).toBe(String(RETRY_AFTER_SECONDS));
      expect(a.body).toMatchObject(databaseAway);
      expect(b).toEqual(a);
      const refused = await register(t, freshEmail('new'));
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject(databaseAway);
    } finally {
      await proxy.start();
    }
  });
});

/** The uid and gid the local PostgreSQL server runs as, or null when it is not on this machine. */
function postgresOwner(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's tables on a disk that fills up: a tablespace on a small tmpfs. Only a table that needs a new page
 * fails (53100, "could not extend file"), as on a real full disk; empty tables are used so that every write does.
 */
describe.skipIf(!canMount || !kinds.includes('postgres') || !postgresOwner())('PostgreSQL on a full disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prepgold-pgfull-'));
  const tablespace = `prepgold_full_${process.pid}`;
  let admin: pg.Client;
  let t: TestApp;
  let mounted = false;
  let created = false;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    mounted = mountSmallDisk(dir, '4m', postgresOwner()!);
    expect(mounted).toBe(true);
    admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create tablespace ${tablespace} location '${dir}'`);
    created = true;
    const schema = t.testDb.db.pgSchema!;
    for (const table of ['user', 'account', 'session', 'verification', 'guide_job']) {
      await admin.query(`alter table ${schema}."${table}" set tablespace ${tablespace}`);
      const indexes = await admin.query<{ indexname: string }>(
        'select indexname from pg_indexes where schemaname = $1 and tablename = $2',
        [schema, table],
      );
      for (const { indexname } of indexes.rows) await admin.query(`alter index ${schema}."${indexname}" set tablespace ${tablespace}`);
    }
  });
  afterAll(async () => {
    await t?.close(); // drops the test schema, and with it the tables in the tablespace
    if (created) await admin.query(`drop tablespace if exists ${tablespace}`);
    await admin?.end();
    if (mounted) unmount(dir);
    rmSync(dir, { recursive: true, force: true });
  });

  test('register says the disk is full; forgot-password says so alike for a known and an unknown address', async () => {
    fill(dir);
    expect(fillers(dir).length).toBeGreaterThan(0);
    const refused = await register(t, freshEmail('new'));
    expect(refused.status).toBe(507);
    expect(refused.body).toMatchObject(diskFull);

    makeRoom(dir);
    const known = freshEmail('known');
    expect((await register(t, known)).status).toBe(201);
    fill(dir);
    await expectForgotAlikeOnFullDisk(t, known, dir);
  });

  test('generate on a full disk: 507, nothing charged, no job', async () => {
    const ready = await readyToGenerate(t);
    fill(dir);
    try {
      await expectGenerateRefused(t, ready);
    } finally {
      makeRoom(dir);
    }
  });
});
