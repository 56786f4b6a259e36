/** Test databases: SQLite always; PostgreSQL when reachable, and required when CI=true. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDb, type Db, type DatabaseKind } from '../../server/db/database.js';

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The databases the repository tests run on. In CI PostgreSQL is required: its leg is kept
 * even when unreachable so it fails loudly instead of being skipped.
 */
export async function testDatabaseKinds(): Promise<DatabaseKind[]> {
  if (process.env.CI === 'true' || (await postgresReachable())) return ['sqlite', 'postgres'];
  console.warn(`PostgreSQL at ${TEST_POSTGRES_URL} is unreachable: running the SQLite leg only (CI=true makes this a failure).`);
  return ['sqlite'];
}

export interface TestDb {
  db: Db;
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database: a temp SQLite file or a throw-away PostgreSQL schema. */
export async function createTestDb(kind: DatabaseKind): Promise<TestDb> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prepgold-test-'));
  if (kind === 'sqlite') {
    const db = openDb({ databaseUrl: null, sqlitePath: path.join(dataDir, 'test.db') });
    await migrateToLatest(db);
    return {
      db,
      dataDir,
      drop: async () => {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDb({ databaseUrl: TEST_POSTGRES_URL, sqlitePath: '', pgSchema: schema });
  await migrateToLatest(db);
  return {
    db,
    dataDir,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      // pg-boss keeps its queue in a schema of its own beside ours (server/jobs/pg-boss-runner.ts).
      await c.query(`drop schema if exists ${schema}_jobs cascade`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
