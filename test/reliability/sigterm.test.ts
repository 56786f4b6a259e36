/**
 * A restart with keep-alive clients: on SIGTERM the instance lets the requests in flight finish (their guides
 * are written and answered), closes the idle keep-alive connections and exits well within 10 s.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { migrateToLatest, openDb, type Db } from '../../server/db/database.js';
import { newUser, uploadFile } from '../support/app.js';
import { createTestDb, TEST_POSTGRES_URL, testDatabaseKinds, type TestDb } from '../support/databases.js';
import { lemonadeGuideRequest } from '../support/guide-request.js';
import { startInstance, type Instance } from '../support/instances.js';

const kinds = await testDatabaseKinds();
const pdf = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));
const IN_FLIGHT = 4;

/** The instance's database as the test sees it, and the environment that points the instance at it. */
async function databaseFor(kind: 'sqlite' | 'postgres'): Promise<{ db: Db; env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'postgres') {
    const t: TestDb = await createTestDb('postgres');
    return { db: t.db, env: { DATABASE_URL: TEST_POSTGRES_URL, TEST_PG_SCHEMA: t.db.pgSchema! }, drop: () => t.drop() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prepgold-sigterm-'));
  const db = openDb({ databaseUrl: null, sqlitePath: path.join(dataDir, 'prepgold.db') });
  await migrateToLatest(db);
  return { db, env: { DATA_DIR: dataDir }, drop: () => db.close() };
}

describe.each(kinds)('SIGTERM on %s', (kind) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  test('requests in flight are answered, idle keep-alive connections do not hold the exit, and it exits within 10 s', async () => {
    const database = await databaseFor(kind);
    cleanup.push(() => database.drop());
    const instance: Instance = await startInstance(`sigterm-${kind}`, {
      ...database.env,
      JOB_CONCURRENCY: String(IN_FLIGHT),
      JOB_POLL_SECONDS: '0.5',
      TEST_WRITER_DELAY_MS: '2000',
      SHUTDOWN_GRACE_SECONDS: '8',
    });
    cleanup.push(async () => {
      instance.kill('SIGKILL');
      await instance.exited;
    });
    // Each user's upload leaves a keep-alive connection open and idle (fetch keeps them by default).
    const users = await Promise.all(
      Array.from({ length: IN_FLIGHT }, async (_, i) => {
        const token = await newUser(instance, `sigterm${i}`);
        const upload = await uploadFile(instance, token, { name: 'lemonade.pdf', data: pdf });
        expect(upload.status).toBe(200);
        return { token, uploadId: upload.body.uploadId as string };
      }),
    );
    const requestIds = users.map(() => randomUUID());
    const answers = Promise.all(
      users.map((u, i) =>
        instance.call('POST', '/api/guides/generate', {
          token: u.token,
          body: lemonadeGuideRequest(u.uploadId, { requestId: requestIds[i] }),
        }),
      ),
    );
    // SIGTERM once every guide is being written: requests in flight, jobs in hand.
    for (;;) {
      const running = await database.db.kysely.selectFrom('guide_job').select('id').where('status', '=', 'running').execute();
      if (running.length === IN_FLIGHT) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    instance.kill('SIGTERM');
    const deadline = new Promise<'still running'>((r) => setTimeout(() => r('still running'), 10_000).unref());
    const exit = await Promise.race([instance.exited, deadline]);
    expect(exit).toBe(0);
    const results = await answers;
    expect(results.map((r) => r.status)).toEqual(Array(IN_FLIGHT).fill(200));
    const done = await database.db.kysely.selectFrom('guide_job').select('id').where('status', '=', 'done').execute();
    expect(done).toHaveLength(IN_FLIGHT);
  });
});
