import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/** Uploaded PDFs and their parsed Scripts, owned by a user. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('upload')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('fileType', 'text', (c) => c.notNull())
    .addColumn('sizeBytes', 'integer', (c) => c.notNull())
    .addColumn('storageKey', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('extractionMethod', 'text', (c) => c.notNull())
    .addColumn('extractionConfidence', t.postgres ? 'double precision' : 'real', (c) => c.notNull())
    .addColumn('wordCount', 'integer', (c) => c.notNull())
    .addColumn('textLength', 'integer', (c) => c.notNull())
    .addColumn('characterNames', 'text', (c) => c.notNull())
    .addColumn('script', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_user_idx').on('upload').columns(['userId', 'createdAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload').execute();
}
