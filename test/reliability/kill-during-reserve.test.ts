/**
 * kill -9 while generate requests are reserving guides and queueing jobs: the slot and the job are written
 * in one transaction, so after the crash every slot spent has its job and no job lacks its slot.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { migrateToLatest, openDb, type Db } from '../../server/db/database.js';
import { newUser, uploadFile } from '../support/app.js';
import { createTestDb, TEST_POSTGRES_URL, testDatabaseKinds } from '../support/databases.js';
import { lemonadeGuideRequest } from '../support/guide-request.js';
import { startInstance } from '../support/instances.js';

const kinds = await testDatabaseKinds();
const pdf = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));
const REQUESTS = 30;

async function databaseFor(kind: 'sqlite' | 'postgres'): Promise<{ db: Db; env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'postgres') {
    const t = await createTestDb('postgres');
    return { db: t.db, env: { DATABASE_URL: TEST_POSTGRES_URL, TEST_PG_SCHEMA: t.db.pgSchema! }, drop: () => t.drop() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prepgold-kill-'));
  const db = openDb({ databaseUrl: null, sqlitePath: path.join(dataDir, 'prepgold.db') });
  await migrateToLatest(db);
  return { db, env: { DATA_DIR: dataDir }, drop: () => db.close() };
}

describe.each(kinds)('kill -9 during reservations on %s', (kind) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  test('every guide slot spent has its job, and every job its slot', async () => {
    const database = await databaseFor(kind);
    cleanup.push(() => database.drop());
    const instance = await startInstance(`kill-${kind}`, { ...database.env, TEST_WRITER_DELAY_MS: '60000' });
    cleanup.push(async () => {
      instance.kill('SIGKILL');
      await instance.exited;
    });
    const token = await newUser(instance, 'killed');
    const uploadId = (await uploadFile(instance, token, { name: 'l.pdf', data: pdf })).body.uploadId as string;
    const userId = (await instance.call('GET', '/api/auth/me', { token })).body.user.id as string;
    await database.db.kysely.updateTable('account_usage').set({ guidesLimit: REQUESTS }).where('userId', '=', userId).execute();
    const jobs = () => database.db.kysely.selectFrom('guide_job').select('status').where('userId', '=', userId).execute();

    for (let i = 0; i < REQUESTS; i++) {
      void instance
        .call('POST', '/api/guides/generate', { token, body: lemonadeGuideRequest(uploadId, { requestId: randomUUID() }) })
        .catch(() => {});
    }
    // Killed once some requests have reserved and queued, while others are still on their way.
    while ((await jobs()).length === 0) await new Promise((r) => setTimeout(r, 5));
    instance.kill('SIGKILL');
    await instance.exited;

    const held = (await jobs()).filter((j) => j.status !== 'failed');
    const usage = await database.db.kysely
      .selectFrom('account_usage')
      .select('guidesUsed')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(held.length).toBeGreaterThan(0);
    expect(usage.guidesUsed).toBe(held.length);
  });
});
