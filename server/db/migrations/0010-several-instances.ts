import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * What several instances share through the database: the attempt that holds a guide job (so an attempt
 * a timeout or a lost instance left behind cannot finish it too), rate-limit counters, and stored files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('guide_job').addColumn('attempt', 'text').execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    // Milliseconds since the epoch: one comparison in both databases, with no time-zone conversions.
    .addColumn('resetAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stored_file')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('data', t.postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_file').execute();
  await db.schema.dropTable('rate_limit').execute();
  await db.schema.alterTable('guide_job').dropColumn('attempt').execute();
}
