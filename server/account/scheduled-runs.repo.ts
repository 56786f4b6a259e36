/** When each piece of scheduled work last ran: the one row every instance races to claim. */
import type { Db } from '../db/database.js';

export function createScheduledRunsRepo(db: Db) {
  const k = db.kysely;
  return {
    /**
     * Claims the run of `name` due once per `everyMs`: one conditional UPDATE moves its last run to `now` only
     * if that was at least `everyMs` ago, so of several instances asking at once exactly one wins.
     */
    async claim(name: string, now: Date, everyMs: number): Promise<boolean> {
      await k
        .insertInto('scheduled_run')
        .values({ name, lastRunAt: db.date(new Date(0)) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const r = await k
        .updateTable('scheduled_run')
        .set({ lastRunAt: db.date(now) })
        .where('name', '=', name)
        .where('lastRunAt', '<=', db.date(new Date(now.getTime() - everyMs)))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
