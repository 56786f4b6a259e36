import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Privacy controls: a guide keeps its run-lines scenes once the upload it was made from has expired,
 * and scheduled work (the daily retention sweep) records when it last ran, so a restart or a second
 * instance never runs it twice in one period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('guide').addColumn('rehearsal', 'text').execute();
  await db.schema
    .createTable('scheduled_run')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('lastRunAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_created_idx').on('upload').column('createdAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('upload_created_idx').execute();
  await db.schema.dropTable('scheduled_run').execute();
  await db.schema.alterTable('guide').dropColumn('rehearsal').execute();
}
