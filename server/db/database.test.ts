import pg from 'pg';
import { expect, test } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testDatabaseKinds, TEST_POSTGRES_URL } from '../../test/support/databases.js';

const kinds = await testDatabaseKinds();

test.runIf(kinds.includes('postgres'))(
  'PostgreSQL ending the pool’s connections does not crash the process; the next query reconnects',
  async () => {
    const testDb = await createTestDb('postgres');
    const { db } = testDb;
    try {
      // The pool's one connection, now idle: end it from outside, as a restart or a failover would.
      const { rows: mine } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      const ended = await admin.query('select pg_terminate_backend($1) as ok', [mine[0]!.pid]);
      await admin.end();
      expect(ended.rows[0].ok).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db.kysely);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await testDb.drop();
    }
  },
);

test('a unit of work commits together or not at all, and a nested one joins it', async () => {
  for (const kind of kinds) {
    const testDb = await createTestDb(kind);
    const { db } = testDb;
    try {
      const count = async () =>
        (await db.kysely.selectFrom('stripe_event').select(db.kysely.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
      const insert = (tx: typeof db, id: string) =>
        tx.kysely
          .insertInto('stripe_event')
          .values({ id, type: 'test', receivedAt: tx.date(new Date()) })
          .execute();
      await expect(
        db.transaction(async (tx) => {
          await insert(tx, 'evt_a');
          await tx.transaction((inner) => insert(inner, 'evt_b'));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(Number(await count())).toBe(0);
      await db.transaction(async (tx) => {
        await insert(tx, 'evt_a');
        await tx.transaction((inner) => insert(inner, 'evt_b'));
      });
      expect(Number(await count())).toBe(2);
    } finally {
      await testDb.drop();
    }
  }
});

test('an error after which SQLite ended the transaction itself (a full disk does) is the error the unit fails with', async () => {
  const testDb = await createTestDb('sqlite');
  const { db } = testDb;
  try {
    await sql`create trigger full_disk before insert on stripe_event begin select raise(rollback, 'database or disk is full'); end`.execute(
      db.kysely,
    );
    const failure = db.transaction((tx) =>
      tx.kysely
        .insertInto('stripe_event')
        .values({ id: 'evt_full', type: 'test', receivedAt: tx.date(new Date()) })
        .execute(),
    );
    await expect(failure).rejects.toThrow('database or disk is full');
  } finally {
    await testDb.drop();
  }
});
