import type { Kysely } from 'kysely';

/** The user's fixes to how an upload was read (renamed or merged speakers, names that are not characters), as JSON; null when none. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload').addColumn('corrections', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload').dropColumn('corrections').execute();
}
