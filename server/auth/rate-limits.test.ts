import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb, testDatabaseKinds, TEST_POSTGRES_URL, type TestDb } from '../../test/support/databases.js';
import { openDb, type Db } from '../db/database.js';
import { up as upHashedKeys } from '../db/migrations/0012-rate-limit-key-hashes.js';
import { installErrorHandler } from '../errors.js';
import { createAuthService, type AuthService } from './auth.service.js';
import { databaseStore, loginWindows, rateLimited } from './rate-limits.js';
import { createRateLimitsRepo } from './rate-limits.repo.js';

const kinds = await testDatabaseKinds();

describe.each(kinds)('rate-limit counters on %s', (kind) => {
  let t: TestDb;
  // A second connection pool on the same database: another instance, as far as the counters can tell.
  let other: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    other =
      kind === 'postgres'
        ? openDb({ databaseUrl: TEST_POSTGRES_URL, sqlitePath: '', pgSchema: t.db.pgSchema! })
        : openDb({ databaseUrl: null, sqlitePath: `${t.dataDir}/test.db` });
  });
  afterAll(async () => {
    await other?.close();
    await t?.drop();
  });

  test('hits from two instances at once are each counted once', async () => {
    const now = Date.now();
    const repos = [createRateLimitsRepo(t.db), createRateLimitsRepo(other)];
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => repos[i % 2]!.hit('login:a@example.com', 60_000, now)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(counts.map((c) => c.resetAt))).toEqual(new Set([now + 60_000]));
  });

  test('a window that has ended starts again at one; sweeping forgets only ended windows', async () => {
    const repo = createRateLimitsRepo(t.db);
    const start = Date.now();
    await repo.hit('reset:1', 1_000, start);
    await repo.hit('reset:1', 1_000, start + 10);
    await repo.hit('keep:1', 60_000, start);
    expect(await repo.hit('reset:1', 1_000, start + 1_000)).toEqual({ count: 1, resetAt: start + 2_000 });
    await repo.sweep(start + 5_000);
    expect((await repo.hit('keep:1', 60_000, start + 5_000)).count).toBe(2);
    expect((await repo.hit('reset:1', 1_000, start + 5_000)).count).toBe(1);
  });
});

describe.each(kinds)('rate-limit keys on %s', (kind) => {
  let t: TestDb;
  let app: FastifyInstance;
  let auth: AuthService;
  const email = 'parent.counted@example.com';
  beforeAll(async () => {
    t = await createTestDb(kind);
    auth = createAuthService({
      db: t.db,
      mailer: { send: async () => {} },
      secret: 'a-test-secret-of-enough-length-1234',
      publicUrl: 'http://localhost',
    });
    app = Fastify();
    installErrorHandler(app);
    // The database store on both kinds (the app uses it on PostgreSQL): what it writes is what is checked here.
    await app.register(rateLimit, { global: false, store: databaseStore(t.db) });
    const minute = { max: 2, windowMs: 60_000 };
    app.post(
      '/login',
      {
        preHandler: rateLimited(
          app,
          'login',
          loginWindows({ perIp: { max: 30, windowMs: 60_000 }, perAccount: minute, accountCeiling: minute }),
          auth.limitKey,
        ),
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  test('the counters hold an HMAC of the address under the server secret, never the address, and still count', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject({ method: 'POST', url: '/login', payload: { email } })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);

    const keys = (await t.db.kysely.selectFrom('rate_limit').select('key').execute()).map((r) => r.key).sort();
    const ip = '127.0.0.1';
    expect(keys).toEqual(
      [`login:${auth.limitKey(ip)}`, `login:${auth.limitKey(`${email}|${ip}`)}`, `login:${auth.limitKey(email)}`].sort(),
    );
    for (const key of keys) {
      expect(key).not.toContain(email);
      expect(key).not.toContain('example.com');
      expect(key).not.toContain(ip);
    }
    // Keyed: without the secret the address cannot be matched against a list (a plain hash could).
    const other = createAuthService({
      db: t.db,
      mailer: { send: async () => {} },
      secret: 'another-secret-of-enough-length-5678',
      publicUrl: 'http://localhost',
    });
    expect(other.limitKey(email)).not.toBe(auth.limitKey(email));
    expect(auth.limitKey(email)).not.toBe(createHash('sha256').update(email).digest('base64url'));
  });

  test('migration 0012 forgets the counters stored under plain addresses', async () => {
    await createRateLimitsRepo(t.db).hit(`forgot:${email}`, 60_000);
    await upHashedKeys(t.db.kysely as unknown as Kysely<unknown>);
    expect(await t.db.kysely.selectFrom('rate_limit').select('key').execute()).toEqual([]);
  });
});
