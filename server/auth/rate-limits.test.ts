import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb, testDatabaseKinds, TEST_POSTGRES_URL, type TestDb } from '../../test/support/databases.js';
import { openDb, type Db } from '../db/database.js';
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
