import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * Session and reset tokens were stored as they are; from now on only their SHA-256 is kept.
 * Existing sessions keep working (their tokens are hashed in place); pending reset links too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<{ session: { id: string; token: string }; verification: { id: string; identifier: string } }>;
  for (const row of await k.selectFrom('session').select(['id', 'token']).execute()) {
    await k
      .updateTable('session')
      .set({ token: hash(row.token) })
      .where('id', '=', row.id)
      .execute();
  }
  const resets = await k.selectFrom('verification').select(['id', 'identifier']).where('identifier', 'like', 'reset-password:%').execute();
  for (const row of resets) {
    const token = row.identifier.slice('reset-password:'.length);
    await k
      .updateTable('verification')
      .set({ identifier: `reset-password:${hash(token)}` })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Hashes cannot be undone: going back signs everyone out and retires pending reset links. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<{ session: { id: string }; verification: { identifier: string } }>;
  await k.deleteFrom('session').execute();
  await k.deleteFrom('verification').where('identifier', 'like', 'reset-password:%').execute();
}
