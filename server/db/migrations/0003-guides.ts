import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/** Plan usage per account and period; guide generation jobs; generated guides. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('account_usage')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('guidesLimit', 'integer')
    .addColumn('guidesUsed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('periodStart', t.timestamp, (c) => c.notNull())
    .addColumn('periodEnd', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('account_usage_used_ck', sql`"guidesUsed" >= 0`)
    .execute();

  await db.schema
    .createTable('guide')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('characterName', 'text', (c) => c.notNull())
    .addColumn('productionTitle', 'text', (c) => c.notNull())
    .addColumn('productionType', 'text', (c) => c.notNull())
    .addColumn('roleSize', 'text', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull())
    .addColumn('actorAge', 'integer', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('guideJson', 'text', (c) => c.notNull())
    .addColumn('generatedHtml', 'text', (c) => c.notNull())
    .addColumn('childGuideRequested', t.bool, (c) => c.notNull())
    .addColumn('childGuideCompleted', t.bool, (c) => c.notNull())
    .addColumn('childGuideHtml', 'text')
    .addColumn('isFavorite', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('writer', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('guide_user_idx').on('guide').columns(['userId', 'createdAt']).execute();

  await db.schema
    .createTable('guide_job')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('guideId', 'text')
    .addColumn('error', 'text')
    .addColumn('errorCode', 'text')
    // What the job spent ('quota' or 'credit') and in which period, so a failure returns it to the right place.
    .addColumn('reservation', 'text')
    .addColumn('reservedIn', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('guide_job_status_idx').on('guide_job').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['guide_job', 'guide', 'account_usage']) await db.schema.dropTable(table).execute();
}
