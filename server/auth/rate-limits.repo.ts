/** Rate-limit counters in the database, so every instance on one PostgreSQL counts the same attempts. */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export function createRateLimitsRepo(db: Db) {
  const k = db.kysely;
  return {
    /**
     * Counts one hit on `key` in a window of `windowMs`: a new window starts when the last one has ended.
     * One statement, so hits from several instances at once each count (the row is locked while it updates).
     */
    async hit(key: string, windowMs: number, now = Date.now()): Promise<{ count: number; resetAt: number }> {
      const expired = sql<boolean>`${sql.ref('rate_limit.resetAt')} <= ${now}`;
      const row = await k
        .insertInto('rate_limit')
        .values({ key, count: 1, resetAt: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${expired} then 1 else ${sql.ref('rate_limit.count')} + 1 end`,
            resetAt: sql<number>`case when ${expired} then ${now + windowMs} else ${sql.ref('rate_limit.resetAt')} end`,
          }),
        )
        .returning(['count', 'resetAt'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetAt: Number(row.resetAt) };
    },
    /** Forgets windows that ended before `now`. */
    async sweep(now = Date.now()): Promise<void> {
      await k.deleteFrom('rate_limit').where('resetAt', '<', now).execute();
    },
  };
}
